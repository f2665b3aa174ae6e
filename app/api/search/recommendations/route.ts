import { ok, parseInput, readJsonBody, upstreamFailure } from "@/features/search/respond";
import { brandGroupOf } from "@/features/search/request";
import { recommendationsBodySchema, type RecommendationsResponse } from "@/features/search/schema";
import { recommendProducts } from "@/features/search/server";

/**
 * POST /api/search/recommendations { ids, locale, brand?, limit? }: 'recommended for you' from the
 * shopper's recently viewed products. The answer depends on her history: never cached (no-store).
 */
export async function POST(request: Request): Promise<Response> {
  const read = await readJsonBody(request);
  if ("error" in read) return read.error;
  const parsed = parseInput(recommendationsBodySchema, read.body);
  if ("error" in parsed) return parsed.error;
  const { ids, locale, brand, limit } = parsed.data;

  try {
    const products = await recommendProducts(locale, [...new Set(ids)], brandGroupOf(brand), limit);
    return ok<RecommendationsResponse>({ products });
  } catch (error) {
    return upstreamFailure(error);
  }
}
