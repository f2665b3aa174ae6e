import { create } from "zustand";

/** What the open auth modal was opened for (reached only through use-auth-modal.ts). */
type AuthModalState = {
  /** Sign-in from the checkout-guest modal goes on to this checkout address. */
  checkoutUrl: string | null;
  /** A reset link's email and token, for the update-password modal. */
  reset: { email: string; token: string } | null;
  /** The address a refused sign-in used, for "send the confirmation link again". */
  unverifiedEmail: string | null;
  set: (next: Partial<Omit<AuthModalState, "set">>) => void;
};

export const useAuthModalStore = create<AuthModalState>()((set) => ({ checkoutUrl: null, reset: null, unverifiedEmail: null, set: (next) => set(next) }));
