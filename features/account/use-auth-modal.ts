"use client";
import { usePanelsStore, type AuthModal } from "@/features/ui/panels-store";

/** Opens one of the auth modals (sign in, sign up, ...) the header's panels state keeps. */
export function useAuthModal(): (modal: AuthModal) => void {
  return usePanelsStore((s) => s.setAuthModal);
}
