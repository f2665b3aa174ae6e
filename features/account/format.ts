import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";

/**
 * A moment as a short date in the shopper's language, in the store's time zone: "Mar 12, 2026" /
 * "١٢ مارس ٢٠٢٦". Gregorian everywhere (ar-SA would default to the Hijri calendar).
 */
export function formatShortDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { bcp47, region } = LOCALES[locale];
  return new Intl.DateTimeFormat(bcp47, { calendar: "gregory", timeZone: REGIONS[region].timeZone, day: "numeric", month: "short", year: "numeric" }).format(date);
}

/** A number in the shopper's digits ("٣" in Arabic), as the rest of the shop writes them. */
export function formatCount(n: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALES[locale].bcp47).format(n);
}
