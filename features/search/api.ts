import type { Locale } from "@/lib/i18n/locales";
import { apiClient } from "@/lib/http/api-client";
import type { BrandGroup, RecommendationsBody, RecommendationsResponse, SuggestionsResponse } from "./schema";

/**
 * Client fetchers of the search routes, on the one `/api` client (loaded with the first search,
 * not with the page). Types only come from the schema (no zod here). A failure
 * reads as the search status line's "try again" whatever its code.
 */
const client = apiClient<string>({ messageKey: () => "search.error" });

export function fetchSuggestions(
  { q, locale, brand }: { q: string; locale: Locale; brand: BrandGroup },
  signal?: AbortSignal,
): Promise<SuggestionsResponse> {
  return client.get("/search/suggestions", { params: { q, locale, brand }, signal });
}

export function fetchRecommendations(
  body: RecommendationsBody,
  signal?: AbortSignal,
): Promise<RecommendationsResponse> {
  return client.post("/search/recommendations", body, { signal });
}
