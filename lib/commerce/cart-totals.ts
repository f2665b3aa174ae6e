import type { RegionCode } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";

/** Money to two decimals without binary drift (0.1 + 0.2 style errors never reach a total). */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/**
 * Prices are tax-inclusive (docs/architecture.md, "Money"). The VAT inside a gross amount at the
 * country's rate (sa 15%, ae 5%, eg 14%), and what is left without it, both rounded to cents;
 * the two always add up to the gross amount.
 */
export function splitTax(gross: number, region: RegionCode): { tax: number; exTax: number; ratePercent: number } {
  const ratePercent = REGIONS[region].vatPercent;
  const exTax = round2(gross / (1 + ratePercent / 100));
  return { tax: round2(gross - exTax), exTax, ratePercent };
}
