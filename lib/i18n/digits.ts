import { LOCALES, type Locale } from "./locales";

const ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩";

/**
 * A whole number (a ring size, a count) in the locale's digits, exactly as
 * `new Intl.NumberFormat(bcp47, { useGrouping: false }).format(n)` writes it.
 *
 * Client components on a page's first render use this instead of Intl: the first
 * Intl.NumberFormat a browser tab builds loads ICU's number data, 30-90 ms of main thread on a
 * desktop core (measured in Chromium, 2026-11), all of it inside the hydration task. Which locale
 * writes Arabic-Indic digits is `LOCALES[locale].digits`; a unit test holds it to ICU's answer.
 */
export function localDigits(value: number | string, locale: Locale): string {
  const latin = String(Math.trunc(Number(value)));
  return LOCALES[locale].digits === "arab" ? latin.replace(/\d/g, (d) => ARABIC_INDIC.charAt(Number(d))) : latin;
}

/** A string of ASCII digits ("54") in the locale's digits; anything else ("S", "7.5") unchanged. */
export function localDigitString(value: string, locale: Locale): string {
  return /^\d+$/.test(value) ? localDigits(value, locale) : value;
}
