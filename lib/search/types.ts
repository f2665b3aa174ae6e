import type { Lang, RegionCode } from "@/lib/i18n/locales";
import type { PriceRange } from "@/lib/price-range";

/**
 * The search service's contract (ADR 0011), owned by us: the embedded index and
 * the hosted service (Klevu) both answer it. Values are slugs (`18k`, `yellow-white`, `rings`);
 * labels come back with facet options in the request's language.
 */

/** Facet names that the listing shows, in display order. */
export const FACET_NAMES = [
  "category",
  "type",
  "brand",
  "metal",
  "metal_karat",
  "metal_color",
  "diamonds",
  "stone",
  "collection",
  "charm_family",
  "price",
] as const;
export type FacetName = (typeof FACET_NAMES)[number];

/** Selected filter values per facet; values within a facet are OR-ed, facets are AND-ed. */
export type SearchFilters = Partial<Record<Exclude<FacetName, "price">, string[]>> & {
  /** Price bands selected in the price facet (OR-ed), in the store's currency, tax-inclusive. */
  price?: PriceRange[];
};

/** Sort keys of the storefront; `relevance` when none is chosen. */
export const SORT_KEYS = [
  "relevance",
  "alpha",
  "price-desc",
  "price-asc",
  "best_seller",
  "biggest_saving",
  "new_in",
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** The search service's own sort names, mapped from the storefront's keys (sort.ts). */
export type ServiceSort = "RELEVANCE" | "NAME_ASC" | "PRICE_DESC" | "PRICE_ASC" | "ADVANCED_SORT" | "NEW_ARRIVAL_DESC";

export type SearchRequest = {
  /** Free text; empty or absent makes the call a category navigation (CATNAV) rather than SEARCH. */
  query?: string;
  /** Brand keys the page covers: the main brand's four, or Miss L' alone (lib/i18n/brands.ts). */
  brandGroup: readonly string[];
  /** Category slugs from the listing path; a product must be in every one of them. */
  categoryPath?: readonly string[];
  /** Price range from the listing path's last segment (under-N, N-M, N-above). */
  priceRange?: PriceRange | null;
  filters?: SearchFilters;
  sort?: SortKey;
  /** Zero-based page number (spec: pageNum default 0). */
  pageNum?: number;
  /** Page size (spec: rows default 40). */
  rows?: number;
};

export type FacetOption = { value: string; label: string; count: number; selected: boolean };
export type Facet = { name: FacetName; options: FacetOption[] };

/** A lightweight product record as the search service returns it. */
export type SearchRecord = {
  id: number;
  sku: string;
  /** Product page segment `{name-slug}-sku-{lowercase sku}`. */
  path: string;
  name: string;
  brand: string;
  imageUrl: string | null;
  price: number;
  salePrice: number | null;
  basePrice: number;
  currency: string;
};

export type SearchResult = {
  type: "SEARCH" | "CATNAV";
  total: number;
  pageNum: number;
  rows: number;
  /** Records of the requested page, in order; the page hydrates them from the commerce store. */
  records: SearchRecord[];
  /** Facets with counts; counts of a facet ignore that facet's own selection (disjunctive). */
  facets: Facet[];
};

export type Suggestions = {
  /** Completions of the typed term (at most 15). */
  autoSuggestions: string[];
  /** Matching products (at most 15). */
  products: SearchRecord[];
};

export type SuggestOptions = { brandGroup: readonly string[]; limit?: number };

export interface SearchProvider {
  readonly region: RegionCode;
  readonly lang: Lang;
  readonly kind: "embedded" | "klevu";
  search(request: SearchRequest): Promise<SearchResult>;
  suggest(term: string, options: SuggestOptions): Promise<Suggestions>;
  /** 'Recommended for you': products like the recently viewed ones, not those themselves. */
  recommend(recentIds: readonly number[], options: SuggestOptions): Promise<SearchRecord[]>;
}
