import "server-only";
import { getContent } from "@/lib/content/provider";
import { resolveContentUrl } from "@/lib/content/links";
import type { ErrorPromo } from "@/lib/content/types";
import { LOCALES, type Locale } from "@/lib/i18n/locales";

/** The error pages' brand cards of a locale, their links resolved to the locale's addresses. */
export async function loadErrorPromos(locale: Locale): Promise<ErrorPromo[]> {
  const { lang, region } = LOCALES[locale];
  const promos = await (await getContent(lang)).getErrorPromos(region);
  return promos.map((promo) => ({ ...promo, href: resolveContentUrl(promo.href, locale) }));
}
