import { LOCALES, type Locale } from "@/lib/i18n/locales";

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Cart amounts: whole amounts as the catalogue shows them ("SAR 1,320"), anything with cents
 * with both digits ("SAR 172.17", never "SAR 7,008.7"): VAT splits rarely come out whole.
 */
export function formatCartMoney(value: number, currency: string, locale: Locale): string {
  const cents = Math.round(value * 100) % 100 !== 0;
  const key = `${locale}:${currency}:${cents}`;
  let format = formatters.get(key);
  if (!format) {
    const digits = cents ? 2 : 0;
    format = new Intl.NumberFormat(LOCALES[locale].bcp47, {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, format);
  }
  return format.format(value);
}
