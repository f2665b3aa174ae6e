import { ok, parseInput, readJsonBody, upstreamFailure } from "@/features/search/respond";
import { toSearchRequest } from "@/features/search/request";
import { searchBodySchema, type SearchResponse } from "@/features/search/schema";
import { searchListing } from "@/features/search/server";

/** POST /api/search: a search request (features/search/schema.ts) -> one page of products with facets. */
export async function POST(request: Request): Promise<Response> {
  const read = await readJsonBody(request);
  if ("error" in read) return read.error;
  const parsed = parseInput(searchBodySchema, read.body);
  if ("error" in parsed) return parsed.error;

  try {
    const result = await searchListing(parsed.data.locale, toSearchRequest(parsed.data));
    const response: SearchResponse = {
      type: result.type,
      total: result.total,
      pageNum: result.pageNum,
      rows: result.rows,
      products: result.products,
      facets: result.facets,
    };
    return ok(response);
  } catch (error) {
    return upstreamFailure(error);
  }
}
