import type { Locale } from "./i18n/locales";
import { LOCALES } from "./i18n/locales";
import { REGIONS } from "./i18n/regions";

export type Money = { value: number; currencyCode: string };

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, currency: string): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[locale].bcp47, {
      style: "currency",
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    formatters.set(key, f);
  }
  return f;
}

/** Prices through Intl with the region's currency: "SAR 1,250" / "‏١٬٢٥٠ ر.س.‏". */
export function formatMoney(money: Money, locale: Locale): string {
  return formatter(locale, money.currencyCode).format(money.value);
}

/** Prices are tax-inclusive; the VAT part of a gross amount, rounded (spec VAT_Tax). */
export function vatOf(gross: number, locale: Locale): number {
  const rate = REGIONS[LOCALES[locale].region].vatPercent / 100;
  return Math.round((gross - gross / (1 + rate)) * 100) / 100;
}

/** Ex-tax part of a gross amount, rounded (spec SubTotal_Ex_TAX). */
export function exTaxOf(gross: number, locale: Locale): number {
  return Math.round((gross - vatOf(gross, locale)) * 100) / 100;
}

/** Percentage saved between a base and a sale price, whole percent. */
export function savingPercent(base: number, sale: number): number {
  if (base <= 0 || sale >= base) return 0;
  return Math.round(((base - sale) / base) * 100);
}
