"use client";
import { useSections, useT } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/locales";
import { Drawer } from "@/components/ui/drawer";
import { useAuthModal } from "@/features/shell/client";
import { CheckoutGuest } from "./checkout-guest";
import { ResetForm } from "./reset-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { UpdatePasswordForm } from "./update-password-form";

const TITLES = {
  "sign-in": "auth.signIn.title",
  "sign-up": "auth.signUp.title",
  "reset-password": "auth.reset.title",
  "update-password": "auth.update.title",
  "checkout-guest": "auth.checkoutGuest.title",
} as const;

/** The auth modals (sign-in, reset, checkout as guest...); one at a time, from the shared panels state. */
export function AuthModals({ locale }: { locale: Locale }) {
  const { t } = useT();
  useSections("auth");
  const { modal, open, close, reset } = useAuthModal();
  const title = modal === "update-password" && !reset ? t("auth.update.changeTitle") : t(TITLES[modal ?? "sign-in"]);
  return (
    <Drawer open={modal !== null} onClose={close} title={title} closeLabel={t("a11y.close")} side="center">
      {modal === "sign-in" && <SignInForm locale={locale} />}
      {modal === "sign-up" && (
        <SignUpForm
          locale={locale}
          onDone={(email) => open("sign-in", { unverifiedEmail: email })}
          onSignIn={() => open("sign-in")}
        />
      )}
      {modal === "reset-password" && <ResetForm locale={locale} />}
      {modal === "update-password" && <UpdatePasswordForm locale={locale} />}
      {modal === "checkout-guest" && <CheckoutGuest />}
    </Drawer>
  );
}
