"use client";
import { useShallow } from "zustand/react/shallow";
import { usePanelsStore } from "./panels-store";

export function useSearchDrawer() {
  return usePanelsStore(useShallow((s) => ({ isOpen: s.searchOpen, setOpen: s.setSearchOpen })));
}

export function useMobileMenu() {
  return usePanelsStore(useShallow((s) => ({ isOpen: s.mobileMenuOpen, setOpen: s.setMobileMenuOpen })));
}

/**
 * The auth modals (sign in, sign up, reset password, update password, checkout guest user), and what
 * the open one is for.
 */
export function useAuthModal() {
  const { modal, options, open, close } = usePanelsStore(
    useShallow((s) => ({ modal: s.authModal, options: s.authOptions, open: s.openAuthModal, close: s.closeAuthModal })),
  );
  return { modal, open, close, ...options };
}
