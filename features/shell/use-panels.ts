"use client";
import { useShallow } from "zustand/react/shallow";
import { usePanelsStore } from "./panels-store";

export function useSearchDrawer() {
  return usePanelsStore(useShallow((s) => ({ isOpen: s.searchOpen, setOpen: s.setSearchOpen })));
}

export function useMobileMenu() {
  return usePanelsStore(useShallow((s) => ({ isOpen: s.mobileMenuOpen, setOpen: s.setMobileMenuOpen })));
}
