import { ESTIMATED_DELIVERY_DAYS } from "@/lib/constants";
import { LOCALES, type Locale } from "@/lib/i18n/locales";

/** Today plus ESTIMATED_DELIVERY_DAYS (spec section 9) as a calendar date, "2026-11-24". */
export function estimatedDeliveryDate(now: Date = new Date()): string {
  return new Date(now.getTime() + ESTIMATED_DELIVERY_DAYS * 86_400_000).toISOString().slice(0, 10);
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
