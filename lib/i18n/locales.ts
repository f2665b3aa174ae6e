/**
 * The one locale registry. A locale is the first path segment, `{lang}-{region}`.
 * Everything that needs a language, a direction, a currency or a BCP 47 tag reads it here.
 */
export const LANGS = ["en", "ar"] as const;
export type Lang = (typeof LANGS)[number];

export const REGION_CODES = ["sa", "ae", "eg"] as const;
export type RegionCode = (typeof REGION_CODES)[number];

export const LOCALES = {
  "en-sa": { lang: "en", region: "sa", dir: "ltr", currency: "SAR", bcp47: "en-SA", digits: "latn" },
  "ar-sa": { lang: "ar", region: "sa", dir: "rtl", currency: "SAR", bcp47: "ar-SA", digits: "arab" },
  "en-eg": { lang: "en", region: "eg", dir: "ltr", currency: "EGP", bcp47: "en-EG", digits: "latn" },
  "ar-eg": { lang: "ar", region: "eg", dir: "rtl", currency: "EGP", bcp47: "ar-EG", digits: "arab" },
  "en-ae": { lang: "en", region: "ae", dir: "ltr", currency: "AED", bcp47: "en-AE", digits: "latn" },
  "ar-ae": { lang: "ar", region: "ae", dir: "rtl", currency: "AED", bcp47: "ar-AE", digits: "latn" },
} as const satisfies Record<
  string,
  // digits: the numbering system ICU uses for bcp47 (lib/i18n/digits.ts; its test checks it).
  { lang: Lang; region: RegionCode; dir: "ltr" | "rtl"; currency: string; bcp47: string; digits: "latn" | "arab" }
>;

export type Locale = keyof typeof LOCALES;
export type LocaleInfo = (typeof LOCALES)[Locale];

export const LOCALE_CODES = Object.keys(LOCALES) as Locale[];
/** Country defaults to sa; no Accept-Language detection (spec section 2). */
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
