"use client";
import { useSections, useT } from "@/lib/i18n/client";
import { useState } from "react";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { TextField } from "@/components/ui/text-field";
import { authErrorKey, signUp } from "../api";
import { useAuthToast } from "../use-auth-toast";
import { PasswordField } from "./password-field";
import { linkButton, SubmitButton } from "./submit-button";

/** Sign-up (modal and /sign-up page): the account waits for the mailed confirmation link. */
export function SignUpForm({
  locale,
  onDone,
  onSignIn,
}: {
  locale: Locale;
  onDone: (email: string) => void;
  onSignIn: () => void;
}) {
  const { t } = useT();
  useSections("auth");
  const toast = useAuthToast();
  const [fields, setFields] = useState({ firstName: "", lastName: "", email: "", password: "" });
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof fields) => ({
    value: fields[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setFields({ ...fields, [name]: e.target.value }),
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (fields.password.length < 8) return toast("auth.toast.badRequest");
    setBusy(true);
    try {
      const { email } = await signUp({ ...fields, region: LOCALES[locale].region, locale });
      toast("auth.toast.signUpDone", { email });
      onDone(email);
    } catch (error) {
      toast(authErrorKey(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <p className="text-sm text-muted">{t("auth.signUp.intro")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="sign-up-first"
          label={t("auth.fields.firstName")}
          autoComplete="given-name"
          required
          maxLength={60}
          {...field("firstName")}
        />
        <TextField
          id="sign-up-last"
          label={t("auth.fields.lastName")}
          autoComplete="family-name"
          required
          maxLength={60}
          {...field("lastName")}
        />
      </div>
      <TextField
        id="sign-up-email"
        label={t("auth.fields.email")}
        type="email"
        autoComplete="email"
        required
        {...field("email")}
      />
      <PasswordField
        id="sign-up-password"
        label={t("auth.fields.password")}
        hint={t("auth.fields.passwordHint")}
        autoComplete="new-password"
        value={fields.password}
        onChange={(password) => setFields({ ...fields, password })}
      />
      <SubmitButton busy={busy}>{t("auth.signUp.submit")}</SubmitButton>
      <p className="border-t border-line pt-4 text-sm">
        {t("auth.signUp.haveAccount")}{" "}
        <button type="button" className={linkButton} onClick={onSignIn}>
          {t("auth.signUp.signIn")}
        </button>
      </p>
    </form>
  );
}
