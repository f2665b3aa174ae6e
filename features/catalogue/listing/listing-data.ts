import "server-only";
import { cache } from "react";
import { unstable_cache } from "next/cache";
import { getCommerce } from "@/lib/commerce/provider";
import type { Category } from "@/lib/commerce/types";
import { parseListingSegments, type ListingState } from "@/lib/catalogue/listing-url";
import { BRAND_TABS } from "@/lib/i18n/brands";
import { LOCALES, type Locale, type RegionCode } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import type { PriceRange } from "@/lib/price-range";
import { PAGE_SIZE } from "@/lib/constants";
import type { SearchRequest } from "@/lib/search/types";

/** Tag of everything cached from the catalogue; POST /api/revalidate drops it. */
export const CATALOGUE_TAG = "catalogue";
/** One country's catalogue (its store's webhooks drop it; the embedded store's revalidate drops them all). */
export const regionCatalogueTag = (region: RegionCode) => `catalogue:${region}`;
/** One product of a country's store, in every language. */
export const productTag = (region: RegionCode, sku: string) => `product:${region}:${sku}`;
const CACHE_SECONDS = 300;

export type ListingContext = {
  locale: Locale;
  listingId: string;
  categories: Category[];
  priceRange: PriceRange | null;
};

const categoriesOf = cache((locale: Locale) =>
  unstable_cache(
    async () => {
      const { region, lang } = LOCALES[locale];
      return (await getCommerce(region)).getCategories(lang);
    },
    ["categories", locale],
    { tags: [CATALOGUE_TAG, regionCatalogueTag(LOCALES[locale].region)], revalidate: CACHE_SECONDS },
  )(),
);

/**
 * The listing a path names, or null (a 404) when the listing id is not this country's or a
 * category slug is unknown.
 */
export const resolveListing = cache(async (locale: Locale, listingId: string, segments: readonly string[]) => {
  if (listingId !== REGIONS[LOCALES[locale].region].listingPageId) return null;
  const parsed = parseListingSegments(segments);
  if (!parsed) return null;
  const all = await categoriesOf(locale);
  const categories = parsed.categories.map((slug) => all.find((c) => c.slug === slug));
  if (categories.some((c) => !c)) return null;
  return {
    locale,
    listingId,
    categories: categories as Category[],
    priceRange: parsed.priceRange,
  } satisfies ListingContext;
});

export function listingRequest(context: ListingContext, state: ListingState): SearchRequest {
  // Miss L' listings cover Miss L' only; every other listing covers the main brand and its
  // sub-brands (lib/i18n/brands.ts). A brand outside the group (the sa-only brand) narrows to it.
  const missl = state.filters.brand?.length === 1 && state.filters.brand[0] === "missl";
  return {
    query: state.query || undefined,
    brandGroup: (missl ? BRAND_TABS.missl : BRAND_TABS.main).searchBrands,
    categoryPath: context.categories.map((c) => c.slug),
    priceRange: context.priceRange,
    filters: state.filters,
    sort: state.sort,
    pageNum: state.page - 1,
    rows: PAGE_SIZE,
  };
}
