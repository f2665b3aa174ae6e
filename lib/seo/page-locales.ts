import "server-only";
import { getContent } from "@/lib/content/provider";
import type { BrandHome } from "@/lib/i18n/brands";
import { LOCALE_CODES, LOCALES, type Locale } from "@/lib/i18n/locales";

/**
 * The locales that have a brand's home: its content entry exists for that language and country
 * (a home left out of one country's content is a 404 there, so no page may name it as an
 * alternate). The content provider caches its entries, so this costs no request after the first.
 * A locale whose content cannot be read just now is kept: an outage is not an absence.
 */
export async function brandHomeLocales(brand: BrandHome): Promise<Locale[]> {
  const found = await Promise.all(
    LOCALE_CODES.map(async (locale) => {
      const { lang, region } = LOCALES[locale];
      const home = await getContent(lang)
        .then((content) => content.getBrandHome(brand, region))
        .catch(() => "unknown" as const);
      return home ? locale : null;
    }),
  );
  return found.filter((l): l is Locale => l !== null);
}
