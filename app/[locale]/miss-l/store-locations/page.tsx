import type { Metadata } from "next";
import { StoreLocationsPage } from "@/features/store-locations/store-locations-page";
import { getT } from "@/lib/i18n/server";
import { parseLocaleParam, type LocaleParams } from "../../locale-param";

export const revalidate = 3600;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { t } = await getT(await parseLocaleParam(params));
  return { title: t("stores.title") };
}

export default async function StoreLocations({ params }: LocaleParams) {
  return <StoreLocationsPage locale={await parseLocaleParam(params)} />;
}
