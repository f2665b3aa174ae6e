import { SHARED_SHORT, ok, parseInput, upstreamFailure } from "@/features/search/respond";
import { brandGroupOf } from "@/features/search/request";
import { suggestionsParamsSchema, type SuggestionsResponse } from "@/features/search/schema";
import { suggestSearch } from "@/features/search/server";

/** GET /api/search/suggestions?q=&locale=&brand=: auto-suggestions and products (at most 15 each). */
export async function GET(request: Request): Promise<Response> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = parseInput(suggestionsParamsSchema, params);
  if ("error" in parsed) return parsed.error;
  const { q, locale, brand } = parsed.data;

  if (!q) return ok<SuggestionsResponse>({ autoSuggestions: [], products: [] }, SHARED_SHORT);
  try {
    const response: SuggestionsResponse = await suggestSearch(locale, q, brandGroupOf(brand));
    return ok(response, SHARED_SHORT);
  } catch (error) {
    return upstreamFailure(error);
  }
}
