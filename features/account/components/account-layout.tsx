import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import type { AccountSection } from "../sections";
import { AccountMenu } from "./account-menu";

/** Heading My Account, the menu (sidebar on desktop, select on phones) and the section. */
export function AccountLayout({
  locale,
  current,
  t,
  children,
}: {
  locale: Locale;
  current: AccountSection;
  t: TFunction;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-semibold">{t("account.title")}</h1>
      <div className="mt-6 lg:mt-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-12">
        <AccountMenu locale={locale} current={current} t={t} />
        <div className="mt-8 min-w-0 lg:mt-0">{children}</div>
      </div>
    </div>
  );
}

/** A section's heading and body. */
export function AccountSectionFrame({
  title,
  intro,
  children,
  action,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section aria-labelledby="account-section-title">
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-line pb-4">
        <div>
          <h2 id="account-section-title" className="text-2xl font-semibold">
            {title}
          </h2>
          {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
        </div>
        {action}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}
