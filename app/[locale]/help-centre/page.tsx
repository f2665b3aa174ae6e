import type { Metadata } from "next";
import { HelpCentre } from "@/features/content/components/help-centre";
import { getT } from "@/lib/i18n/server";
import { parseLocaleParam, type LocaleParams } from "../locale-param";

export const revalidate = 3600;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { t } = await getT(await parseLocaleParam(params));
  return { title: t("help.title") };
}

export default async function HelpCentrePage({ params }: LocaleParams) {
  return <HelpCentre locale={await parseLocaleParam(params)} />;
}
