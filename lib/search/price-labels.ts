import { localeOf, type Lang, type RegionCode } from "@/lib/i18n/locales";
import { formatMoney } from "@/lib/money";
import type { PriceRange } from "@/lib/price-range";

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
