"use client";
import { usePanelsStore, type AuthModal } from "@/features/shell/panels-store";
import { useAuthModalStore } from "./modal-store";

/** The auth modals of spec section 2 (sign in, sign up, reset password, update password, checkout guest user). */
export function useAuthModal() {
  const modal = usePanelsStore((s) => s.authModal);
  const setModal = usePanelsStore((s) => s.setAuthModal);
  const options = useAuthModalStore();
  return {
    modal,
    open: (next: AuthModal, extra: Partial<Pick<typeof options, "checkoutUrl" | "reset" | "unverifiedEmail">> = {}) => {
      options.set(extra);
      setModal(next);
    },
    close: () => {
      setModal(null);
      options.set({ checkoutUrl: null, reset: null, unverifiedEmail: null });
    },
    checkoutUrl: options.checkoutUrl,
    reset: options.reset,
    unverifiedEmail: options.unverifiedEmail,
  };
}
