"use client";
import { useTranslateLater } from "@/lib/i18n/client";
import { useToast } from "@/features/shell/client";

const SUCCESS = new Set([
  "auth.toast.signedIn",
  "auth.toast.signedOut",
  "auth.toast.signUpDone",
  "auth.toast.verified",
  "auth.toast.verificationResent",
  "auth.toast.resetSent",
  "auth.toast.resetDone",
  "auth.toast.passwordUpdated",
]);

/** Toasts by key (`auth.toast.invalidCredentials`, ...), translated once the sign-in texts are in (a lazy section). */
export function useAuthToast() {
  const translate = useTranslateLater("auth");
  const show = useToast();
  return (key: string, values: Record<string, unknown> = {}) =>
    void translate(key, values).then(
      (message) => show(SUCCESS.has(key) ? "success" : "error", message),
      () => undefined,
    );
}
