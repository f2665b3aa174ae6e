"use client";
import { useQuery } from "@tanstack/react-query";
import { getQueryClient } from "@/lib/query/query-client";
import type { Locale } from "@/lib/i18n/locales";
import { fetchRecommendations } from "./api";
import type { BrandGroup } from "./schema";

/** 'Recommended for you' from recently viewed product ids; idle without history. */
export function useRecommendations({
  ids,
  locale,
  brand,
  limit,
}: {
  ids: readonly number[];
  locale: Locale;
  brand: BrandGroup;
  limit: number;
}) {
  return useQuery(
    {
      queryKey: ["search", "recommendations", locale, brand, limit, ids] as const,
      queryFn: ({ signal }) => fetchRecommendations({ ids: [...ids], locale, brand, limit }, signal),
      enabled: ids.length > 0,
      staleTime: 5 * 60_000,
    },
    getQueryClient(),
  );
}
