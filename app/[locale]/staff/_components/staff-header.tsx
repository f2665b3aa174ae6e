import Link from "next/link";
import type { TFunction } from "i18next";
import { REGIONS } from "@/lib/i18n/regions";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import type { StaffActor } from "@/features/staff/auth";
import { mailboxAccess } from "@/features/mailbox/server";
import { StaffSignOut } from "@/features/staff/components/staff-sign-out";

/** The staff pages' heading: whose store this is, who is signed in, and the area's other pages. */
export function StaffHeader({ locale, actor, t }: { locale: Locale; actor: StaffActor; t: TFunction }) {
  const { region, lang } = LOCALES[locale];
  const name = actor.kind === "agent" ? actor.name : t("staff.operator");
  return (
    <header className="border-b border-line pb-4">
      <h1 className="text-2xl font-semibold">{t("staff.title")}</h1>
      <p className="mt-1 text-sm text-muted">
        {t("staff.country", { country: REGIONS[region].name[lang] })} · {t("staff.signedInAs", { name })}
      </p>
      <nav aria-label={t("staff.title")} className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
        <Link href={`/${locale}/staff`} className="underline">
          {t("staff.search.submit")}
        </Link>
        {mailboxAccess() !== "off" && (
          <Link href={`/${locale}/mailbox`} className="underline">
            {t("staff.mailbox")}
          </Link>
        )}
        <Link href={`/${locale}/staff/audit`} className="underline">
          {t("staff.audit.title")}
        </Link>
        <Link href={`/${locale}/staff/jobs`} className="underline">
          {t("staff.jobs.title")}
        </Link>
        <Link href={`/${locale}/staff/promotions`} className="underline">
          {t("staff.promotions.title")}
        </Link>
        <StaffSignOut />
      </nav>
    </header>
  );
}
