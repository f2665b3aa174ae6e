/**
 * The one locale registry. A locale is the first path segment, `{lang}-{region}`.
 * Everything that needs a language, a direction, a currency or a BCP 47 tag reads it here.
 */
import { LOCALE_REGION_ORDER, REGIONS, type RegionCode } from "./regions";

export const LANGS = ["en", "ar"] as const;
export type Lang = (typeof LANGS)[number];

export { REGION_CODES, type RegionCode } from "./regions";

/** What a locale means: its language and country, direction, currency, BCP 47 tag and digits. */
export type LocaleInfo = {
  lang: Lang;
  region: RegionCode;
  dir: "ltr" | "rtl";
  currency: (typeof REGIONS)[RegionCode]["currency"];
  bcp47: string;
  /** The numbering system ICU uses for bcp47 (lib/i18n/digits.ts; its test checks it). */
  digits: "latn" | "arab";
};

export type Locale = `${Lang}-${RegionCode}`;

/**
 * Every language in every country of the region registry (lib/i18n/regions.ts), in its locale
 * order: en-sa, ar-sa, en-eg, ar-eg, en-ae, ar-ae.
 */
export const LOCALES: Readonly<Record<Locale, LocaleInfo>> = Object.fromEntries(
  LOCALE_REGION_ORDER.flatMap((region) =>
    LANGS.map((lang): [Locale, LocaleInfo] => [
      `${lang}-${region}`,
      {
        lang,
        region,
        dir: lang === "ar" ? "rtl" : "ltr",
        currency: REGIONS[region].currency,
        bcp47: `${lang}-${region.toUpperCase()}`,
        digits: lang === "ar" ? REGIONS[region].arabicDigits : "latn",
      },
    ]),
  ),
) as Record<Locale, LocaleInfo>;

export const LOCALE_CODES = Object.keys(LOCALES) as Locale[];
/** Country defaults to sa; no Accept-Language detection (ADR 0002). */
export const DEFAULT_LOCALE: Locale = "en-sa";
export const LOCALE_COOKIE = "user_locale";
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && Object.hasOwn(LOCALES, value);
}

/** Case-insensitive: `/EN-SA/x` is the same shop as `/en-sa/x`. */
export function parseLocale(value: string | undefined | null): Locale | null {
  const lower = value?.toLowerCase();
  return isLocale(lower) ? lower : null;
}

export function localeOf(lang: Lang, region: RegionCode): Locale {
  return `${lang}-${region}` as Locale;
}

export function localeInfo(locale: Locale): LocaleInfo {
  return LOCALES[locale];
}

/** `/en-sa/cart?x=1` -> `{ locale: "en-sa", rest: "/cart" }`; rest is "/" for the locale root. */
export function splitLocalePath(pathname: string): { locale: Locale | null; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const locale = parseLocale(match?.[1]);
  if (!locale) return { locale: null, rest: pathname || "/" };
  return { locale, rest: match?.[2] || "/" };
}

/** The same page under another locale: `/en-sa/waves` + ar-ae -> `/ar-ae/waves`. */
export function switchLocalePath(pathname: string, target: Locale): string {
  const { rest } = splitLocalePath(pathname);
  return rest === "/" ? `/${target}` : `/${target}${rest}`;
}
