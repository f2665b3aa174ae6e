"use client";
import { useT } from "@/lib/i18n/client";
import { useToast } from "@/features/shell/client";

const SUCCESS = new Set(["auth.toast.signedIn", "auth.toast.signedOut", "auth.toast.signUpDone", "auth.toast.verified", "auth.toast.verificationResent", "auth.toast.resetSent", "auth.toast.resetDone", "auth.toast.passwordUpdated"]);

/** Toasts by key (spec section 8): `auth.toast.invalidCredentials`, ...; translated here. */
export function useAuthToast() {
  const { t } = useT();
  const show = useToast();
  return (key: string, values: Record<string, unknown> = {}) => show(SUCCESS.has(key) ? "success" : "error", t(key, values));
}
