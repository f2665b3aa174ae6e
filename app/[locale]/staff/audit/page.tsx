import type { Metadata } from "next";
import { getT } from "@/lib/i18n/server";
import { LOCALES } from "@/lib/i18n/locales";
import { recentAudit } from "@/features/staff/audit";
import { requireStaff } from "@/features/staff/page-auth";
import { parseLocaleParam, type LocaleParams } from "../../locale-param";
import { StaffHeader } from "../_components/staff-header";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { t } = await getT(await parseLocaleParam(params));
  return { title: t("staff.audit.title") };
}

/** The newest staff actions (the audit table), for whoever answers for the staff area. */
export default async function StaffAudit({ params }: LocaleParams) {
  const locale = await parseLocaleParam(params);
  const actor = await requireStaff(locale, "staff/audit");
  const { t } = await getT(locale);
  const rows = await recentAudit(100);
  const when = new Intl.DateTimeFormat(LOCALES[locale].bcp47, { dateStyle: "short", timeStyle: "medium" });
  const cell = "py-2 pe-4 text-start align-top";
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <StaffHeader locale={locale} actor={actor} t={t} />
      <h2 className="mt-8 text-xl font-semibold">{t("staff.audit.title")}</h2>
      <p className="mt-2 text-sm text-muted">{t("staff.audit.intro")}</p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-muted">
            <tr>
              <th className={`${cell} font-medium`}>{t("staff.audit.when")}</th>
              <th className={`${cell} font-medium`}>{t("staff.audit.who")}</th>
              <th className={`${cell} font-medium`}>{t("staff.audit.action")}</th>
              <th className={`${cell} font-medium`}>{t("staff.audit.target")}</th>
              <th className={`${cell} font-medium`}>{t("staff.audit.outcome")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-line">
                <td className={cell}>{when.format(row.createdAt)}</td>
                <td className={cell}>
                  <bdi>{row.actor}</bdi>
                </td>
                <td className={cell}>
                  <code>{row.action}</code>
                </td>
                <td className={cell}>
                  <bdi>{[row.region, row.target].filter(Boolean).join(" · ")}</bdi>
                </td>
                <td className={cell}>{typeof row.detail.status === "number" ? row.detail.status : ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
