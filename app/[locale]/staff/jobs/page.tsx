import type { Metadata } from "next";
import { getT } from "@/lib/i18n/server";
import { LOCALES } from "@/lib/i18n/locales";
import { failedJobs } from "@/lib/jobs/failed";
import { requireStaff } from "@/features/staff/page-auth";
import { StaffAction } from "@/features/staff/components/staff-action";
import { parseLocaleParam, type LocaleParams } from "../../locale-param";
import { StaffHeader } from "../_components/staff-header";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { t } = await getT(await parseLocaleParam(params));
  return { title: t("staff.jobs.title") };
}

/**
 * Jobs that ran out of retries (a mail the SMTP server kept refusing, an event the marketing
 * platform never took), newest first, each with a retry button (audited). No personal data: a
 * mail shows its kind and masked recipient, never its content.
 */
export default async function StaffFailedJobs({ params }: LocaleParams) {
  const locale = await parseLocaleParam(params);
  const actor = await requireStaff(locale, "staff/jobs");
  const { t } = await getT(locale);
  const rows = await failedJobs(100);
  const when = new Intl.DateTimeFormat(LOCALES[locale].bcp47, { dateStyle: "short", timeStyle: "medium" });
  const cell = "py-2 pe-4 text-start align-top";
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <StaffHeader locale={locale} actor={actor} t={t} />
      <h2 className="mt-8 text-xl font-semibold">{t("staff.jobs.title")}</h2>
      <p className="mt-2 text-sm text-muted">{t("staff.jobs.intro")}</p>
      {rows.length === 0 ? (
        <p className="mt-4 text-sm">{t("staff.jobs.none")}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-muted">
              <tr>
                <th className={`${cell} font-medium`}>{t("staff.jobs.queue")}</th>
                <th className={`${cell} font-medium`}>{t("staff.jobs.what")}</th>
                <th className={`${cell} font-medium`}>{t("staff.jobs.when")}</th>
                <th className={`${cell} font-medium`}>{t("staff.jobs.attempts")}</th>
                <th className={`${cell} font-medium`}>{t("staff.jobs.lastError")}</th>
                <th className={`${cell} font-medium`}>
                  <span className="sr-only">{t("staff.jobs.retry")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-line">
                  <td className={cell}>{t(`staff.jobs.queues.${row.queue}`)}</td>
                  <td className={cell}>
                    <bdi>{row.subject}</bdi>
                  </td>
                  <td className={cell}>{when.format(row.failedAt ?? row.createdAt)}</td>
                  <td className={cell}>{row.attempts}</td>
                  <td className={cell}>
                    <bdi className="break-all">{row.lastError}</bdi>
                  </td>
                  <td className={cell}>
                    <StaffAction
                      path="jobs/retry"
                      body={{ region: LOCALES[locale].region, queue: row.queue, id: row.id }}
                      label={t("staff.jobs.retry")}
                      done={t("staff.jobs.retried")}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
