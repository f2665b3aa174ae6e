import { listingQueryString } from "@/lib/catalogue/listing-url";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import type { BrandGroup } from "./schema";

/**
 * The results page of a term: the country's listing page with `?q=` (e.g. /ar-eg/egy?q=خاتم).
 * From Miss L' pages the results stay within Miss L' (the listing's brand filter).
 */
export function resultsHref(locale: Locale, term: string, brand: BrandGroup = "main"): string {
  const listingId = REGIONS[LOCALES[locale].region].listingPageId;
  const filters = brand === "missl" ? { brand: ["missl"] } : {};
  return `/${locale}/${listingId}${listingQueryString({ query: term.trim(), filters })}`;
}

/** The product page of a search record or product summary (`{name-slug}-sku-{sku}`). */
export function productHref(locale: Locale, path: string): string {
  return `/${locale}/p/${path}`;
}
