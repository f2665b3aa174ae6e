"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getQueryClient } from "@/lib/query/query-client";
import type { Locale } from "@/lib/i18n/locales";
import { isRefusal } from "@/lib/http/api-error";
import { fetchSuggestions } from "./api";
import type { BrandGroup } from "./schema";
import { SUGGEST_DEBOUNCE_MS, isSuggestible } from "./suggestible";
import { useDebouncedValue } from "./use-debounced-value";

export const suggestionsKey = (locale: Locale, brand: BrandGroup, term: string) =>
  ["search", "suggestions", locale, brand, term] as const;

/** A typeahead retries once at most: the next keystroke asks again anyway; a 4xx never heals. */
export function retryOnce(failures: number, error: unknown): boolean {
  return failures < 1 && !isRefusal(error);
}

/**
 * Suggestions for what the shopper types, fetched once typing pauses. The previous list stays on
 * screen while the next one loads (no flash between keystrokes).
 */
export function useSuggestions({ term, locale, brand }: { term: string; locale: Locale; brand: BrandGroup }) {
  const debounced = useDebouncedValue(term.trim(), SUGGEST_DEBOUNCE_MS);
  const enabled = isSuggestible(debounced);
  const query = useQuery(
    {
      queryKey: suggestionsKey(locale, brand, debounced),
      queryFn: ({ signal }) => fetchSuggestions({ q: debounced, locale, brand }, signal),
      enabled,
      placeholderData: keepPreviousData,
      staleTime: 60_000,
      retry: retryOnce,
      retryDelay: 300,
    },
    getQueryClient(),
  );
  return {
    ...query,
    /** The term the shown data answers. */
    debouncedTerm: debounced,
    /** Still typing or fetching: the shown list may not match the input yet. */
    pending: debounced !== term.trim() || (enabled && query.isFetching),
  };
}
