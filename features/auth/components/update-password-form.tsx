"use client";
import { useSections, useT } from "@/lib/i18n/client";
import { useState } from "react";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { authErrorKey, completeReset, updatePassword } from "../api";
import { useAuthModal } from "@/features/shell/client";
import { useAuthToast } from "../use-auth-toast";
import { PasswordField } from "./password-field";
import { SubmitButton } from "./submit-button";

/** A new password: from a reset link (email and token) or, signed in, with the current one. */
export function UpdatePasswordForm({ locale }: { locale: Locale }) {
  const { t } = useT();
  useSections("auth");
  const toast = useAuthToast();
  const { reset, open, close } = useAuthModal();
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const region = LOCALES[locale].region;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (password.length < 8) return toast("auth.toast.badRequest");
    setBusy(true);
    try {
      if (reset) {
        await completeReset({ ...reset, password, region });
        toast("auth.toast.resetDone");
        open("sign-in");
      } else {
        await updatePassword({ currentPassword: current, password, region });
        toast("auth.toast.passwordUpdated");
        close();
      }
    } catch (error) {
      toast(authErrorKey(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      {!reset && (
        <PasswordField
          id="update-current"
          label={t("auth.fields.currentPassword")}
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
        />
      )}
      <PasswordField
        id="update-new"
        label={t("auth.fields.newPassword")}
        hint={t("auth.fields.passwordHint")}
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
      />
      <SubmitButton busy={busy}>{t("auth.update.submit")}</SubmitButton>
    </form>
  );
}
