"use client";
import { useSections, useT } from "@/lib/i18n/client";
import { useState } from "react";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { TextField } from "@/components/ui/text-field";
import { authErrorKey, requestReset } from "../api";
import { useAuthModal } from "@/features/shell/client";
import { useAuthToast } from "../use-auth-toast";
import { linkButton, SubmitButton } from "./submit-button";

/** Forgotten password: a reset link by mail (the answer never says whether the address has an account). */
export function ResetForm({ locale }: { locale: Locale }) {
  const { t } = useT();
  useSections("auth");
  const toast = useAuthToast();
  const { open } = useAuthModal();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await requestReset({ email, region: LOCALES[locale].region, locale });
      toast("auth.toast.resetSent", { email });
      open("sign-in");
    } catch (error) {
      toast(authErrorKey(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <p className="text-sm text-muted">{t("auth.reset.text")}</p>
      <TextField
        id="reset-email"
        label={t("auth.fields.email")}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <SubmitButton busy={busy}>{t("auth.reset.submit")}</SubmitButton>
      <button type="button" className={linkButton} onClick={() => open("sign-in")}>
        {t("auth.reset.back")}
      </button>
    </form>
  );
}
