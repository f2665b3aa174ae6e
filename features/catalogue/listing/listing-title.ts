import type { TFunction } from "i18next";
import type { Category } from "@/lib/commerce/types";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { formatMoney } from "@/lib/money";
import type { PriceRange } from "@/lib/price-range";

/** "Rings under SAR 500", "Diamond · Rings", "Results for “pearl”", or "All jewellery". */
export function listingTitle(
  t: TFunction,
  locale: Locale,
  opts: { query: string; categories: Category[]; priceRange: PriceRange | null; brand?: string },
) {
  if (opts.query) return t("listing.resultsFor", { query: opts.query });
  const base = opts.categories.length
    ? opts.categories.map((c) => c.name).join(" · ")
    : (opts.brand ?? t("listing.allJewellery"));
  const range = opts.priceRange;
  if (!range) return base;
  const money = (value: number) => formatMoney({ value, currencyCode: LOCALES[locale].currency }, locale);
  if (range.max === null) return t("listing.priceAbove", { base, price: money(range.min) });
  if (range.min === 0) return t("listing.priceUnder", { base, price: money(range.max) });
  return t("listing.priceBetween", { base, min: money(range.min), max: money(range.max) });
}
