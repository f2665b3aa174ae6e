import type { TFunction } from "i18next";
import Link from "next/link";
import clsx from "clsx";
import type { Locale } from "@/lib/i18n/locales";
import { ACCOUNT_SECTIONS, accountPath, helpCentrePath, type AccountSection } from "../sections";
import { AccountMenuSelect } from "./account-menu-select";
import { SignOutButton } from "./sign-out-button";

const itemClass = "block rounded-md px-3 py-2.5 text-sm transition hover:bg-cream";

/**
 * The account menu: a sidebar from 1024 px, a select on narrower screens
 * (with Need Help and Sign Out beside it). Rendered by the server; only the select and the
 * sign-out button hydrate.
 */
export function AccountMenu({ locale, current, t }: { locale: Locale; current: AccountSection; t: TFunction }) {
  const options = ACCOUNT_SECTIONS.map((section) => ({
    value: section,
    label: t(`account.sections.${section}`),
    href: accountPath(locale, section),
  }));
  return (
    <>
      <div className="lg:hidden">
        <AccountMenuSelect label={t("account.menuSelect")} current={current} options={options} />
        <div className="mt-3 flex items-center justify-between gap-4 text-sm">
          <Link href={helpCentrePath(locale)} className="font-medium underline-offset-4 hover:underline">
            {t("account.needHelp")}
          </Link>
          <SignOutButton locale={locale} className="font-medium underline-offset-4 hover:underline" />
        </div>
      </div>
      <nav aria-label={t("account.menuLabel")} className="hidden lg:block">
        <ul className="space-y-0.5 border-b border-line pb-3">
          {options.map((option) => (
            <li key={option.value}>
              <Link
                href={option.href}
                aria-current={option.value === current ? "page" : undefined}
                className={clsx(itemClass, option.value === current ? "bg-cream font-semibold text-ink" : "text-muted")}
              >
                {option.label}
              </Link>
            </li>
          ))}
        </ul>
        <ul className="mt-3 space-y-0.5">
          <li>
            <Link href={helpCentrePath(locale)} className={clsx(itemClass, "text-muted")}>
              {t("account.needHelp")}
            </Link>
          </li>
          <li>
            <SignOutButton locale={locale} className={clsx(itemClass, "w-full text-start text-muted")} />
          </li>
        </ul>
      </nav>
    </>
  );
}
