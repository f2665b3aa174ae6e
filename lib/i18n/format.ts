// Dates and counts in the shopper's language and digits: the account, checkout and returns
// pages and their mails write them the same way.
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
  return new Intl.DateTimeFormat(bcp47, {
    calendar: "gregory",
    timeZone: REGIONS[region].timeZone,
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(date);
}

/** A number in the shopper's digits ("٣" in Arabic), as the rest of the shop writes them. */
export function formatCount(n: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALES[locale].bcp47).format(n);
}

/**
 * A calendar date in the shopper's language: "Tuesday, November 24, 2026" / "الثلاثاء، ٢٤ نوفمبر ٢٠٢٦".
 * Gregorian everywhere (ar-SA would default to the Hijri calendar, which a courier's date is not
 * given in), read in UTC because the date carries no time.
 */
export function formatCalendarDate(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(LOCALES[locale].bcp47, {
    calendar: "gregory",
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(date);
}
