import type { Locale } from "@/lib/i18n/locales";
import type {
  ApiResult,
  BrandGroup,
  RecommendationsBody,
  RecommendationsResponse,
  SearchBody,
  SearchResponse,
  SuggestionsResponse,
} from "./schema";

/**
 * Client fetchers of the search routes. Plain fetch rather than axios: these load with the search
 * drawer, and the drawer's code should stay light. Types only come from the schema (no zod here).
 */

/** A failed search call; `status` 0 when the network itself failed. */
export class SearchApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "SearchApiError";
  }
}

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new SearchApiError("Network Error", 0);
  }
  const json = (await res.json().catch(() => null)) as ApiResult<T> | null;
  if (!res.ok || !json || json.hasError) {
    throw new SearchApiError(json?.hasError ? json.error : `Request failed with status code ${res.status}`, res.status);
  }
  return json.response;
}

const postJson = (body: unknown, signal?: AbortSignal): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
  signal,
});

export function fetchSuggestions(
  { q, locale, brand }: { q: string; locale: Locale; brand: BrandGroup },
  signal?: AbortSignal,
): Promise<SuggestionsResponse> {
  const params = new URLSearchParams({ q, locale, brand });
  return call(`/api/search/suggestions?${params}`, { signal });
}

export function fetchRecommendations(body: RecommendationsBody, signal?: AbortSignal): Promise<RecommendationsResponse> {
  return call("/api/search/recommendations", postJson(body, signal));
}

export function fetchSearch(body: SearchBody, signal?: AbortSignal): Promise<SearchResponse> {
  return call("/api/search", postJson(body, signal));
}
