import type { Metadata } from "next";
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, type Locale } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";

/** hreflang value -> address, x-default included: what a page's head and its sitemap entry both list. */
export type LanguageLinks = Record<string, string>;

/**
 * The hreflang links of one page, given its address in each locale that has it. Search engines
 * read them as "this document in that language and country": so each indexable page lists its own
 * address in every locale that has the same page, never another page (a locale's home, say), and
 * x-default is the default locale's address when it has the page, else the first listed.
 */
export function languageLinks(hrefs: Partial<Record<Locale, string>>): LanguageLinks {
  const listed = LOCALE_CODES.filter((l) => hrefs[l] !== undefined);
  const links: LanguageLinks = Object.fromEntries(listed.map((l) => [LOCALES[l].bcp47, hrefs[l]!]));
  const fallback = listed.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : listed[0];
  if (fallback) links["x-default"] = hrefs[fallback]!;
  return links;
}

/**
 * Canonical and hreflang links of a page as Next metadata, from its address in each locale that
 * has it; the current locale's address is the canonical and is always listed (a page links to
 * itself). Addresses are relative: the root layout's `metadataBase` makes them absolute.
 */
export function localeAlternates(
  hrefs: Partial<Record<Locale, string>>,
  locale: Locale,
  own: string,
): NonNullable<Metadata["alternates"]> {
  return { canonical: own, languages: languageLinks({ ...hrefs, [locale]: own }) };
}

/**
 * The same for a page whose address after the locale is the same everywhere it exists (a home,
 * the help centre, a product), under every locale or under `among`.
 *
 *   alternates("/p/ring-sku-lr21y-000100", "ar-sa")
 *   -> canonical /ar-sa/p/ring-sku-lr21y-000100, languages en-SA ... ar-AE and x-default (en-sa)
 *
 * `pathAfterLocale` is "" for a locale's home or starts with "/".
 */
export function alternates(
  pathAfterLocale: string,
  locale: Locale,
  among: readonly Locale[] = LOCALE_CODES,
): NonNullable<Metadata["alternates"]> {
  const path = pathAfterLocale === "/" ? "" : pathAfterLocale;
  const hrefs = Object.fromEntries(among.map((l) => [l, `/${l}${path}`]));
  return localeAlternates(hrefs, locale, `/${locale}${path}`);
}

/** The locales of the countries with a store locator (the UAE has none). */
export const STORE_LOCATOR_LOCALES: readonly Locale[] = LOCALE_CODES.filter(
  (l) => REGIONS[LOCALES[l].region].storeLocator,
);
