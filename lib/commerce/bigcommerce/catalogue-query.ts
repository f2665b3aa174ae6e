import { PAGE_SIZE } from "@/lib/constants";
import type { ProductPage, ProductQuery, ProductSort, ProductSummary } from "../types";

/**
 * A ProductQuery over a country's product summaries in memory (ADR 0021): the Storefront API has no
 * filter on our facets (they are custom fields), and in a hosted country the listings come from the
 * search provider; this serves the content rails and small catalogues.
 */

const effective = (p: ProductSummary) => p.prices.price.value;
const saving = (p: ProductSummary) =>
  p.prices.basePrice.value ? (p.prices.basePrice.value - effective(p)) / p.prices.basePrice.value : 0;

const COMPARE: Record<ProductSort, ((a: ProductSummary, b: ProductSummary) => number) | null> = {
  relevance: null,
  alpha: (a, b) => a.name.localeCompare(b.name),
  "price-asc": (a, b) => effective(a) - effective(b),
  "price-desc": (a, b) => effective(b) - effective(a),
  new_in: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.entityId - a.entityId,
  best_seller: (a, b) => b.reviewSummary.numberOfReviews - a.reviewSummary.numberOfReviews,
  biggest_saving: (a, b) => saving(b) - saving(a),
};

const within = (values: string[] | undefined, value: string | null) =>
  !values?.length || (value !== null && values.includes(value));

function matches(q: ProductQuery, p: ProductSummary, categories: string[]): boolean {
  if (!within(q.brands, p.brand.key) || !within(q.types, p.type) || !within(q.collections, p.collection)) return false;
  if (
    !within(q.metalColors, p.metalColor) ||
    !within(q.karats, p.karat) ||
    !within(q.stones, p.stone) ||
    !within(q.charmFamilies, p.charmFamily)
  )
    return false;
  if (q.categories?.length && !q.categories.some((c) => categories.includes(c))) return false;
  if (q.price && (effective(p) < q.price.min || (q.price.max !== null && effective(p) > q.price.max))) return false;
  if (q.onSale && p.prices.salePrice === null) return false;
  return !(q.inStockOnly && !p.inventory.isInStock);
}

/** `items` with their category slugs, in the store's order. */
export function queryProducts(
  items: { summary: ProductSummary; categories: string[] }[],
  q: ProductQuery,
): ProductPage {
  const found = items.filter((i) => matches(q, i.summary, i.categories)).map((i) => i.summary);
  const compare = COMPARE[q.sort ?? "relevance"];
  // A stable sort keeps the store's order among equals.
  if (compare) found.sort(compare);
  const limit = Math.min(Math.max(q.limit ?? PAGE_SIZE, 1), 250);
  const offset = Math.max(q.offset ?? 0, 0);
  return { items: found.slice(offset, offset + limit), total: found.length };
}
