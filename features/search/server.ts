import "server-only";
import { getCommerce } from "@/lib/commerce/provider";
import type { ProductSummary } from "@/lib/commerce/types";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { getSearch } from "@/lib/search/provider";
import type { SearchRequest, SearchResult, Suggestions } from "@/lib/search/types";
import { SUGGESTIONS_LIMIT } from "@/lib/constants";

export type ListingResult = SearchResult & { products: ProductSummary[] };

/**
 * Runs a listing or search request in the locale's country and language, then hydrates the
 * page's records from the country's commerce store (current prices and stock), as the hosted
 * setup does: search returns ids, the catalogue returns products by entity id (ADR 0011).
 */
export async function searchListing(locale: Locale, request: SearchRequest): Promise<ListingResult> {
  const { lang, region } = LOCALES[locale];
  const search = await getSearch(region, lang);
  const result = await search.search(request);
  const commerce = await getCommerce(region);
  const products = await commerce.getProductsByIds(
    result.records.map((r) => r.id),
    lang,
  );
  return { ...result, products };
}

/** Auto-suggestions and product suggestions of a typed term, in the locale's index (at most 15 each). */
export async function suggestSearch(locale: Locale, term: string, brandGroup: readonly string[]): Promise<Suggestions> {
  const { lang, region } = LOCALES[locale];
  const search = await getSearch(region, lang);
  const { autoSuggestions, products } = await search.suggest(term, { brandGroup, limit: SUGGESTIONS_LIMIT });
  // At most SUGGESTIONS_LIMIT of each, whatever the engine returns.
  return {
    autoSuggestions: autoSuggestions.slice(0, SUGGESTIONS_LIMIT),
    products: products.slice(0, SUGGESTIONS_LIMIT),
  };
}

/**
 * 'Recommended for you': products like the recently viewed ones, hydrated from the commerce store
 * so tiles show today's price and stock. Products the store no longer sells or has run out of
 * drop out; the engine is asked for twice as many so the rail still fills.
 */
export async function recommendProducts(
  locale: Locale,
  recentIds: readonly number[],
  brandGroup: readonly string[],
  limit: number,
): Promise<ProductSummary[]> {
  if (recentIds.length === 0) return [];
  const { lang, region } = LOCALES[locale];
  const search = await getSearch(region, lang);
  const records = await search.recommend(recentIds, { brandGroup, limit: limit * 2 });
  if (records.length === 0) return [];
  const commerce = await getCommerce(region);
  const products = await commerce.getProductsByIds(
    records.map((r) => r.id),
    lang,
  );
  const byId = new Map(products.map((p) => [p.entityId, p]));
  return records
    .map((r) => byId.get(r.id))
    .filter((p): p is ProductSummary => !!p && p.inventory.isInStock)
    .slice(0, limit);
}
