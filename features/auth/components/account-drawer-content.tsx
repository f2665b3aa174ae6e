"use client";
import Link from "next/link";
import { useSections, useT } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/locales";
import { useCustomer } from "@/features/customer/client";
import { signOut } from "../session-client";
import { useAuthModal } from "@/features/shell/client";
import { useAuthToast } from "../use-auth-toast";

const buttonClass = "block w-full rounded-md px-4 py-3 text-center text-sm font-semibold tracking-wide";

/** The account drawer: sign in or create an account as a guest; the account's doors and sign-out as a customer. */
export function AccountDrawerContent({ locale, onNavigate }: { locale: Locale; onNavigate: () => void }) {
  const { t } = useT();
  useSections("auth");
  const { customer } = useCustomer();
  const { open } = useAuthModal();
  const toast = useAuthToast();

  if (!customer) {
    return (
      <>
        <p className="text-sm text-muted">{t("drawers.account.guestText")}</p>
        <div className="mt-6 space-y-3">
          <button
            type="button"
            onClick={() => {
              onNavigate();
              open("sign-in");
            }}
            className={`${buttonClass} bg-ink text-white`}
          >
            {t("drawers.account.signIn")}
          </button>
          <Link href={`/${locale}/sign-up`} onClick={onNavigate} className={`${buttonClass} border border-ink`}>
            {t("drawers.account.signUp")}
          </Link>
        </div>
      </>
    );
  }
  return (
    <>
      <p className="text-lg font-semibold">{t("auth.greeting", { name: customer.firstName })}</p>
      <p className="mt-1 text-sm break-all text-muted">{t("auth.drawer.signedInAs", { email: customer.email })}</p>
      <div className="mt-6 space-y-3">
        <Link href={`/${locale}/account`} onClick={onNavigate} className={`${buttonClass} bg-ink text-white`}>
          {t("auth.drawer.myAccount")}
        </Link>
        <Link href={`/${locale}/account/my-orders`} onClick={onNavigate} className={`${buttonClass} border border-ink`}>
          {t("auth.drawer.myOrders")}
        </Link>
        <button
          type="button"
          className={`${buttonClass} underline`}
          onClick={async () => {
            onNavigate();
            await signOut(locale);
            toast("auth.toast.signedOut");
          }}
        >
          {t("auth.drawer.signOut")}
        </button>
      </div>
    </>
  );
}
