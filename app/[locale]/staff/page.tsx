import type { Metadata } from "next";
import { getT } from "@/lib/i18n/server";
import { LOCALES } from "@/lib/i18n/locales";
import { getCommerce } from "@/lib/commerce/provider";
import { audit } from "@/features/staff/audit";
import { lookUp } from "@/features/staff/lookup";
import { pageStaff } from "@/features/staff/page-auth";
import { StaffSignIn } from "@/features/staff/components/staff-sign-in";
import { Field, primaryButton } from "@/features/staff/components/field";
import { parseLocaleParam, type LocaleParams } from "../locale-param";
import { LookupResults } from "./_components/lookup-results";
import { StaffHeader } from "./_components/staff-header";

export const dynamic = "force-dynamic";

type Props = LocaleParams & { searchParams: Promise<{ q?: string | string[]; next?: string | string[] }> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { t } = await getT(await parseLocaleParam(params));
  return { title: t("staff.metaTitle") };
}

/** Only a path of our own staff area or mailbox may be `next` (no open redirect). */
const safeNext = (value: unknown) =>
  typeof value === "string" && /^(staff(\/[\w/-]*)?|mailbox(\/\d{1,9})?)$/.test(value) ? value : null;

/**
 * The staff area (ADR 0017): sign-in, then a look-up of the page's country's store by e-mail or
 * order number (a plain GET form, so a result has an address an agent can share with a colleague);
 * every look-up is audited.
 */
export default async function StaffHome({ params, searchParams }: Props) {
  const locale = await parseLocaleParam(params);
  const { t } = await getT(locale);
  const actor = await pageStaff();
  const { q, next } = await searchParams;
  if (!actor) {
    const target = safeNext(next);
    return (
      <div className="mx-auto w-full max-w-4xl px-4 py-10">
        <h1 className="text-2xl font-semibold">{t("staff.signIn.title")}</h1>
        <p className="mt-2 text-sm text-muted">{t("staff.signIn.intro")}</p>
        <StaffSignIn next={target && `/${locale}/${target}`} />
      </div>
    );
  }
  const query = typeof q === "string" ? q.trim().slice(0, 200) : "";
  const { region, lang } = LOCALES[locale];
  const found = query ? await lookUp(await getCommerce(region), query, lang) : null;
  if (query)
    await audit(actor, { action: "customer.lookup", region, target: query, detail: { status: found ? 200 : 404 } });
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <StaffHeader locale={locale} actor={actor} t={t} />
      <p className="mt-4 text-sm text-muted">{t("staff.intro")}</p>
      <form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <Field
            label={t("staff.search.label")}
            name="q"
            type="search"
            defaultValue={query}
            placeholder={t("staff.search.placeholder")}
            required
          />
        </div>
        <button type="submit" className={primaryButton}>
          {t("staff.search.submit")}
        </button>
      </form>
      {query && !found && (
        <p role="status" className="mt-6">
          {t("staff.search.empty", { query })}
        </p>
      )}
      {found && <LookupResults found={found} locale={locale} t={t} />}
    </div>
  );
}
