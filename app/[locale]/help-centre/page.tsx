import type { Metadata } from "next";
import { HelpCentre } from "@/features/content/components/help-centre";
import { getT } from "@/lib/i18n/server";
import { alternates } from "@/lib/seo/alternates";
import { parseLocaleParam, type LocaleParams } from "../locale-param";

export const revalidate = 3600;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await parseLocaleParam(params);
  const { t } = await getT(locale);
  return { title: t("help.title"), alternates: alternates("/help-centre", locale) };
}

export default async function HelpCentrePage({ params }: LocaleParams) {
  return <HelpCentre locale={await parseLocaleParam(params)} />;
}
