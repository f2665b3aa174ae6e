import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getT } from "@/lib/i18n/server";
import { AccountGuest } from "@/features/account/components/account-guest";
import { AccountLayout } from "@/features/account/components/account-layout";
import { AccountSectionContent } from "../_components/account-section";
import { parseAccountPath } from "@/features/account/sections";
import { accountViewer } from "@/features/account/server";
import { parseLocaleParam } from "../../locale-param";

// One customer's data, read from the session cookie: rendered per request, never cached or indexed.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string; section?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await parseLocaleParam(params);
  const route = parseAccountPath((await params).section);
  const { t } = await getT(locale);
  const title =
    !route || route.section === "account-overview"
      ? t("account.metaTitle")
      : route.returnFlow
        ? t("returns.flow.metaTitle")
        : route.returnId
          ? t("returns.detail.metaTitle")
          : t(`account.sections.${route.section}`);
  return { title, robots: { index: false, follow: false } };
}

/**
 * The account area: `/account` is the overview, `/account/{slug}` a section,
 * `/account/my-orders/{id}` an order (and `/return` its return flow), `/account/my-returns/{id}` a return.
 */
export default async function AccountPage({ params }: Props) {
  const locale = await parseLocaleParam(params);
  const route = parseAccountPath((await params).section);
  if (!route) notFound();
  const [{ t }, viewer] = await Promise.all([getT(locale), accountViewer(locale)]);
  if (viewer.status !== "signed-in") {
    return (
      <AccountGuest locale={locale} t={t} otherRegion={viewer.status === "other-region" ? viewer.region : undefined} />
    );
  }
  return (
    <AccountLayout locale={locale} current={route.section} t={t}>
      <AccountSectionContent route={route} viewer={viewer} locale={locale} t={t} />
    </AccountLayout>
  );
}
