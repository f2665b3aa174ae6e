import { localeOf, type Lang, type RegionCode } from "@/lib/i18n/locales";
import { formatMoney } from "@/lib/money";
import { priceSegment, type PriceRange } from "@/lib/price-range";
import type { FacetOption } from "./types";

/**
 * Labels of the price facet's bands in the request's language and the country's currency:
 * "Under SAR 500", "SAR 500 – SAR 1,000", "SAR 50,000 and above" (Arabic: "أقل من …",
 * "… فأكثر"). The search service returns labels with its facet options, so they live here.
 */
export function priceBandLabel(range: PriceRange, lang: Lang, region: RegionCode, currency: string): string {
  const locale = localeOf(lang, region);
  const money = (value: number) => formatMoney({ value, currencyCode: currency }, locale);
  if (range.max === null) return lang === "ar" ? `${money(range.min)} فأكثر` : `${money(range.min)} and above`;
  if (range.min === 0) return lang === "ar" ? `أقل من ${money(range.max)}` : `Under ${money(range.max)}`;
  return `${money(range.min)} – ${money(range.max)}`;
}

/** The price facet's options: the ranges with products, and every selected one (count 0 when empty). */
export function priceFacetOptions(
  ranges: readonly PriceRange[],
  counts: ArrayLike<number>,
  selected: readonly PriceRange[] | undefined,
  where: { lang: Lang; region: RegionCode; currency: string },
): FacetOption[] {
  const chosen = new Set((selected ?? []).map(priceSegment));
  const options: FacetOption[] = [];
  ranges.forEach((r, i) => {
    const value = priceSegment(r);
    const count = counts[i] ?? 0;
    if (count > 0 || chosen.has(value))
      options.push({
        value,
        label: priceBandLabel(r, where.lang, where.region, where.currency),
        count,
        selected: chosen.has(value),
      });
  });
  return options;
}
