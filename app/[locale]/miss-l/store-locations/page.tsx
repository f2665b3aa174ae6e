import type { Metadata } from "next";
import { StoreLocationsPage } from "@/features/store-locations/store-locations-page";
import { getT } from "@/lib/i18n/server";
import { alternates, STORE_LOCATOR_LOCALES } from "@/lib/seo/alternates";
import { parseLocaleParam, type LocaleParams } from "../../locale-param";

export const revalidate = 3600;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await parseLocaleParam(params);
  const { t } = await getT(locale);
  return { title: t("stores.title"), alternates: alternates("/miss-l/store-locations", locale, STORE_LOCATOR_LOCALES) };
}

export default async function StoreLocations({ params }: LocaleParams) {
  return <StoreLocationsPage locale={await parseLocaleParam(params)} />;
}
