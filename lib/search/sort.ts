import type { ServiceSort, SortKey } from "./types";

/**
 * Storefront sort keys to the search service's sorts, one fixed mapping for both engines. Note that
 * best_seller maps to RELEVANCE: the service has no sales ranking of its own. The embedded
 * engine's RELEVANCE is popularity (review count, then catalogue position) for a category
 * listing and text score then popularity for a search (see embedded/orders.ts).
 */
const SORTS: Record<SortKey, ServiceSort> = {
  relevance: "RELEVANCE",
  alpha: "NAME_ASC",
  "price-desc": "PRICE_DESC",
  "price-asc": "PRICE_ASC",
  best_seller: "RELEVANCE",
  biggest_saving: "ADVANCED_SORT",
  new_in: "NEW_ARRIVAL_DESC",
};

export function serviceSort(key: string | null | undefined): ServiceSort {
  return key && Object.hasOwn(SORTS, key) ? SORTS[key as SortKey] : "RELEVANCE";
}

/** ADVANCED_SORT's parameters for biggest_saving: sale percentage, highest first. */
export const ADVANCED_SORT = { field: "salePercentage", order: "desc" } as const;
