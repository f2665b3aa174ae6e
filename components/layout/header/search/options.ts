import type { Locale } from "@/lib/i18n/locales";
import type { SearchRecord } from "@/lib/search/types";
import { productHref, resultsHref } from "@/features/search/links";
import type { BrandGroup, SuggestionsResponse } from "@/features/search/schema";

/** One row of the suggestions listbox: a completion (opens its results) or a product (opens its page). */
export type SearchOption =
  | { kind: "term"; key: string; value: string; href: string }
  | { kind: "product"; key: string; record: SearchRecord; href: string };

/** Completions first, then products: the order arrows walk through. */
export function toOptions(data: SuggestionsResponse, locale: Locale, brand: BrandGroup): SearchOption[] {
  return [
    ...data.autoSuggestions.map((value): SearchOption => ({ kind: "term", key: `t:${value}`, value, href: resultsHref(locale, value, brand) })),
    ...data.products.map((record): SearchOption => ({ kind: "product", key: `p:${record.id}`, record, href: productHref(locale, record.path) })),
  ];
}
