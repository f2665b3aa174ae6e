import type { Metadata } from "next";
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, type Locale } from "@/lib/i18n/locales";

/**
 * Canonical and hreflang links of a page that exists under every locale (or under `among`),
 * as Next metadata. Paths are relative: the root layout's `metadataBase` makes them absolute.
 *
 *   alternates("/p/ring-sku-lr21y-000100", "ar-sa")
 *   -> canonical /ar-sa/p/ring-sku-lr21y-000100, languages en-SA ... ar-AE and x-default (en-sa)
 *
 * `pathAfterLocale` is "" for a locale's home or starts with "/". The current locale is always
 * listed (a page links to itself); x-default is the default locale when it is among them.
 */
export function alternates(pathAfterLocale: string, locale: Locale, among: readonly Locale[] = LOCALE_CODES): NonNullable<Metadata["alternates"]> {
  const path = pathAfterLocale === "/" ? "" : pathAfterLocale;
  const href = (l: Locale) => `/${l}${path}`;
  const listed = LOCALE_CODES.filter((l) => l === locale || among.includes(l));
  const languages: Record<string, string> = Object.fromEntries(listed.map((l) => [LOCALES[l].bcp47, href(l)]));
  languages["x-default"] = href(listed.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : (listed[0] ?? locale));
  return { canonical: href(locale), languages };
}
