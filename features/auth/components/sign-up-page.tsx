"use client";
import { useSections, useT } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/locales";
import { useAuthModal } from "@/features/shell/client";
import { SignUpForm } from "./sign-up-form";

/** The /sign-up page's form: after sign-up the sign-in modal opens here, waiting for the confirmed address. */
export function SignUpPage({ locale }: { locale: Locale }) {
  const { t } = useT();
  useSections("auth");
  const { open } = useAuthModal();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="mb-6 text-2xl font-semibold">{t("auth.signUp.pageTitle")}</h1>
      <SignUpForm
        locale={locale}
        onDone={(email) => open("sign-in", { unverifiedEmail: email })}
        onSignIn={() => open("sign-in")}
      />
    </div>
  );
}
