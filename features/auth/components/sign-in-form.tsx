"use client";
import { useSections, useT } from "@/lib/i18n/client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { LOCALES } from "@/lib/i18n/locales";
import { TextField } from "@/components/ui/text-field";
import { authErrorKey, resendVerification } from "../api";
import { signIn } from "../session-client";
import { useAuthModal } from "@/features/shell/client";
import { useAuthToast } from "../use-auth-toast";
import { PasswordField } from "./password-field";
import { linkButton, SubmitButton } from "./submit-button";

export function SignInForm({ locale }: { locale: Locale }) {
  const { t } = useT();
  useSections("auth");
  const router = useRouter();
  const toast = useAuthToast();
  const { open, checkoutUrl, unverifiedEmail } = useAuthModal();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [unverified, setUnverified] = useState(unverifiedEmail);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    const outcome = await signIn(
      { email, password, locale, redirectToCheckout: Boolean(checkoutUrl) },
      {
        toast: (key, values) => {
          if (key === "auth.toast.verifyEmail") setUnverified(email);
          toast(key, values);
        },
        navigate: (url) => router.push(url),
      },
    );
    setBusy(false);
    if (outcome === "signed-in") router.refresh();
  }

  async function resend() {
    if (!unverified) return;
    try {
      await resendVerification({ email: unverified, region: LOCALES[locale].region, locale });
      toast("auth.toast.verificationResent");
    } catch (error) {
      toast(authErrorKey(error));
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate={false}>
      <TextField
        id="sign-in-email"
        label={t("auth.fields.email")}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordField
        id="sign-in-password"
        label={t("auth.fields.password")}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <button type="button" className={linkButton} onClick={() => open("reset-password")}>
        {t("auth.signIn.forgot")}
      </button>
      <SubmitButton busy={busy}>{t("auth.signIn.submit")}</SubmitButton>
      {unverified && (
        <button type="button" className={linkButton} onClick={resend}>
          {t("auth.signIn.resend")}
        </button>
      )}
      <p className="border-t border-line pt-4 text-sm">
        {t("auth.signIn.noAccount")}{" "}
        <button type="button" className={linkButton} onClick={() => open("sign-up")}>
          {t("auth.signIn.createAccount")}
        </button>
      </p>
    </form>
  );
}
