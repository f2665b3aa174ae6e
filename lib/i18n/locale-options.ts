import { LANGS, localeOf, type Lang, type Locale, type RegionCode } from "./locales";
import { PICKER_REGION_ORDER, REGIONS } from "./regions";

export const LANG_NAMES: Record<Lang, string> = { en: "English", ar: "العربية" };

export type LocaleOption = { locale: Locale; region: RegionCode; lang: Lang; label: string; flag: string };

/** Each country in both languages, labelled in the option's own language. */
export function localeOptions(regions: readonly RegionCode[] = PICKER_REGION_ORDER): LocaleOption[] {
  return regions.flatMap((region) =>
    LANGS.map((lang) => ({
      locale: localeOf(lang, region),
      region,
      lang,
      label: `${REGIONS[region].name[lang]} - ${LANG_NAMES[lang]}`,
      flag: REGIONS[region].flag,
    })),
  );
}

/** Case-insensitive filter on option labels; an empty query keeps everything. */
export function filterLocaleOptions(options: LocaleOption[], query: string): LocaleOption[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return options;
  return options.filter((o) => o.label.toLocaleLowerCase().includes(q));
}
