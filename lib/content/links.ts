import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";

/**
 * Content links are locale-relative ("/miss-l") and may name the country's listing page as
 * `{listing}`; external links pass through untouched.
 */
export function resolveContentUrl(url: string, locale: Locale): string {
  if (/^[a-z]+:/i.test(url) || url.startsWith("#")) return url;
  const listing = REGIONS[LOCALES[locale].region].listingPageId;
  const path = url.replaceAll("{listing}", listing);
  if (path === "/" || path === "") return `/${locale}`;
  return `/${locale}${path.startsWith("/") ? path : `/${path}`}`;
}

export function isExternalUrl(url: string): boolean {
  return /^[a-z]+:/i.test(url);
}
