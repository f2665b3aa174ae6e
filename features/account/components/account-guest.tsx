import type { TFunction } from "i18next";
import Link from "next/link";
import { UserIcon } from "@/components/ui/icons";
import { LOCALES, localeOf, type Locale, type RegionCode } from "@/lib/i18n/locales";
import { accountPath } from "../sections";
import { SignInButton } from "./sign-in-button";

const buttonClass =
  "inline-flex h-12 items-center justify-center rounded-md px-8 text-sm font-semibold tracking-wide transition";

/**
 * The account for a guest: a prompt to sign in (the sign-in modal) or create an account. Signed
 * in to another country's store, the shopper is told so and offered that account.
 */
export function AccountGuest({ locale, t, otherRegion }: { locale: Locale; t: TFunction; otherRegion?: RegionCode }) {
  const country = otherRegion ? t(`regions.${otherRegion}`) : "";
  return (
    <div className="mx-auto max-w-lg px-4 py-14 text-center sm:py-20">
      <UserIcon className="mx-auto size-12 text-gold-dark" />
      <h1 className="mt-4 text-3xl font-semibold">{t("account.guest.title")}</h1>
      <p className="mt-3 text-muted">
        {otherRegion ? t("account.guest.otherRegion", { country }) : t("account.guest.text")}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <SignInButton className={`${buttonClass} bg-ink text-white hover:bg-navy`} label={t("account.guest.signIn")} />
        <Link href={`/${locale}/sign-up`} className={`${buttonClass} border border-ink hover:bg-cream`}>
          {t("account.guest.signUp")}
        </Link>
      </div>
      {otherRegion && (
        <Link
          href={accountPath(localeOf(LOCALES[locale].lang, otherRegion))}
          className="mt-6 inline-block text-sm font-medium underline underline-offset-4"
        >
          {t("account.guest.goToRegion", { country })}
        </Link>
      )}
    </div>
  );
}
