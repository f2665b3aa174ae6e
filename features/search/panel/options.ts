import type { Locale } from "@/lib/i18n/locales";
import type { SearchRecord } from "@/lib/search/types";
import { productHref, resultsHref } from "../links";
import type { BrandGroup, SuggestionsResponse } from "../schema";

/**
 * One row of the suggestions listbox: the typed term itself, a completion (each opens its
 * results) or a product (opens its page).
 */
export type SearchOption =
  | { kind: "query"; key: string; value: string; href: string }
  | { kind: "term"; key: string; value: string; href: string }
  | { kind: "product"; key: string; record: SearchRecord; href: string };

/** Completions first, then products: the order arrows walk through. */
export function toOptions(data: SuggestionsResponse, locale: Locale, brand: BrandGroup): SearchOption[] {
  return [
    ...data.autoSuggestions.map((value): SearchOption => ({
      kind: "term",
      key: `t:${value}`,
      value,
      href: resultsHref(locale, value, brand),
    })),
    ...data.products.map((record): SearchOption => ({
      kind: "product",
      key: `p:${record.id}`,
      record,
      href: productHref(locale, record.path),
    })),
  ];
}

/**
 * The typed term's own row, first in the list: Headless UI's combobox always has an active
 * option while its list is open (the first one until the arrows move), so Enter alone searches
 * what was typed, as it did before there were suggestions.
 */
export function queryOption(term: string, locale: Locale, brand: BrandGroup): SearchOption {
  const value = term.trim();
  return { kind: "query", key: "q", value, href: resultsHref(locale, value, brand) };
}
