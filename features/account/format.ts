import { LOCALES, type Locale, type RegionCode } from "@/lib/i18n/locales";

/** Each store's own time zone: an order placed at 01:00 in Riyadh is dated that day, not the UTC day before. */
const TIME_ZONES: Record<RegionCode, string> = { sa: "Asia/Riyadh", ae: "Asia/Dubai", eg: "Africa/Cairo" };

/**
 * A moment as a short date in the shopper's language, in the store's time zone: "Mar 12, 2026" /
 * "١٢ مارس ٢٠٢٦". Gregorian everywhere (ar-SA would default to the Hijri calendar).
 */
export function formatShortDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { bcp47, region } = LOCALES[locale];
  return new Intl.DateTimeFormat(bcp47, { calendar: "gregory", timeZone: TIME_ZONES[region], day: "numeric", month: "short", year: "numeric" }).format(date);
}

/** A number in the shopper's digits ("٣" in Arabic), as the rest of the shop writes them. */
export function formatCount(n: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALES[locale].bcp47).format(n);
}
