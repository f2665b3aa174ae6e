import { FILTER_OPTIONS_LIMIT } from "@/lib/constants";
import type { Lang } from "@/lib/i18n/locales";
import type { PriceRange } from "@/lib/price-range";
import {
  normalizeFilters,
  PRICE_FILTER_KEY,
  priceOptions,
  priceRanges,
  toFacetExpressions,
  VALUE_FACETS,
  type Bounds,
} from "../facets";
import { clampPaging } from "../paging";
import { ADVANCED_SORT, serviceSort } from "../sort";
import type { SearchRequest } from "../types";
import type {
  KlevuApplyFilter,
  KlevuGroupCondition,
  KlevuRecordQuery,
  KlevuSettings,
  KlevuSuggestionQuery,
} from "./vendor";

/**
 * Our requests as Klevu record queries (ADR 0020). The store's index holds our slugs:
 * `brand` (brand key), `category` (category slugs), `type`, `metal`, `metal_karat`,
 * `metal_color`, `diamonds`, `stone`, `collection`, `charm_family`, so a listing URL's values
 * filter as they are and one URL works in both languages; `name_ar` carries the Arabic name.
 */

export const LISTING_ID = "listing";
export const SUGGESTIONS_ID = "autosuggestions";
export const PRODUCTS_ID = "products";
export const RECOMMENDED_ID = "recommended";
/** Klevu's match-all term: a listing without a term or category, and the recommendation query. */
export const MATCH_ALL = "*";
export const PRODUCT_RECORDS = ["KLEVU_PRODUCT"];
export const RECORD_FIELDS = [
  "id",
  "itemGroupId",
  "sku",
  "name",
  "name_ar",
  "url",
  "imageUrl",
  "image",
  "price",
  "salePrice",
  "currency",
  "brand",
];

export const bandQueryId = (band: number) => `price-${band}`;
const range = (r: Bounds) => `${r.min} - ${r.max}`;

/**
 * The page's brands as a record query condition. A brand filter naming a brand outside the
 * group (the sa-only brand on a main-brand page) replaces the group, as in the embedded engine.
 */
export function brandCondition(
  group: readonly string[],
  selected: readonly string[] | undefined,
): KlevuGroupCondition | undefined {
  const keys = selected?.some((b) => !group.includes(b)) ? selected : group;
  if (!keys.length) return undefined;
  return {
    groupOperator: "ALL_OF",
    conditions: [{ key: "brand", valueOperator: "INCLUDE", singleSelect: false, values: [...keys] }],
  };
}

/** CATNAV for a category listing, SEARCH for a term (or for everything: the match-all term). */
export function requestType(request: Pick<SearchRequest, "query" | "categoryPath">): "SEARCH" | "CATNAV" {
  return !request.query?.trim() && request.categoryPath?.length ? "CATNAV" : "SEARCH";
}

function baseSettings(request: SearchRequest): KlevuSettings {
  const term = request.query?.trim() || (requestType(request) === "SEARCH" ? MATCH_ALL : "");
  const groupCondition = brandCondition(request.brandGroup, normalizeFilters(request.filters).brand);
  return {
    query: {
      ...(term ? { term } : {}),
      ...(request.categoryPath?.length ? { categoryPath: request.categoryPath.join(";") } : {}),
    },
    typeOfRecords: PRODUCT_RECORDS,
    ...(groupCondition ? { groupCondition } : {}),
  };
}

/** Multi-select filters: each facet's options keep counts that ignore its own selection. */
const applied = (key: string, values: string[]): KlevuApplyFilter => ({
  key,
  values,
  settings: { singleSelect: false },
});

/**
 * The spec's sort map (sort.ts). Klevu's NAME_ASC orders by `name`, the English one, so an
 * Arabic page sorts alphabetically by `name_ar` through an advanced sort instead.
 */
function sortSettings(request: SearchRequest, lang: Lang): Pick<KlevuSettings, "sort" | "advancedSorting"> {
  const sort = serviceSort(request.sort);
  const field = (key: string, order: "ASC" | "DESC") => ({
    sort: "ADVANCED_SORT" as const,
    advancedSorting: [{ type: "FIELD" as const, key, order }],
  });
  if (sort === "NAME_ASC" && lang === "ar") return field("name_ar", "ASC");
  if (sort === "ADVANCED_SORT") return field(ADVANCED_SORT.field, ADVANCED_SORT.order === "desc" ? "DESC" : "ASC");
  return { sort };
}

/** The page of records with its facets (every facet of ours, options in index order, up to 500). */
export function listingQuery(request: SearchRequest, lang: Lang): KlevuRecordQuery {
  const { pageNum, rows } = clampPaging(request);
  const type = requestType(request);
  return {
    id: LISTING_ID,
    typeOfRequest: type,
    settings: {
      ...baseSettings(request),
      fields: RECORD_FIELDS,
      ...sortSettings(request, lang),
      limit: rows,
      offset: pageNum * rows,
      // A CATNAV query leaves out the category facet unless asked; our listings show it.
      ...(type === "CATNAV" ? { searchPrefs: ["includeCategoryFilterInCatNav"] } : {}),
    },
    filters: {
      filtersToReturn: {
        enabled: true,
        include: [...VALUE_FACETS],
        options: { order: "INDEX", limit: FILTER_OPTIONS_LIMIT },
      },
      applyFilters: { filters: toFacetExpressions(request).map((e) => applied(e.key, e.values)) },
    },
  };
}

export type BandQuery = { band: PriceRange; query: KlevuRecordQuery | null };

/**
 * The price facet's counts: Klevu's own price ranges are even steps, the spec's bands are not
 * (and overlap), so each band is one more record query of one record whose total is the count:
 * the other filters applied, the band in place of the selected ones, the path's range kept.
 * `query` is null when the band lies outside the path's range (count 0).
 */
export function bandQueries(request: SearchRequest): BandQuery[] {
  const filters = normalizeFilters(request.filters);
  const others = toFacetExpressions({ filters: { ...filters, price: undefined } }).map((e) => applied(e.key, e.values));
  return priceOptions(filters.price).map((band, i) => {
    const ranges = priceRanges(request.priceRange, [band]) ?? [];
    if (ranges.length === 0) return { band, query: null };
    const query: KlevuRecordQuery = {
      id: bandQueryId(i),
      typeOfRequest: requestType(request),
      settings: { ...baseSettings(request), fields: ["id"], limit: 1, offset: 0 },
      filters: { applyFilters: { filters: [...others, applied(PRICE_FILTER_KEY, ranges.map(range))] } },
    };
    return { band, query };
  });
}

/** Completions of the typed term and matching products, in one request (spec: 15 each). */
export function suggestQueries(
  term: string,
  brandGroup: readonly string[],
  limit: number,
): { suggestions: KlevuSuggestionQuery[]; recordQueries: KlevuRecordQuery[] } {
  return {
    suggestions: [{ id: SUGGESTIONS_ID, typeOfRequest: "AUTO_SUGGESTIONS", query: term, limit }],
    recordQueries: [
      {
        id: PRODUCTS_ID,
        typeOfRequest: "SEARCH",
        settings: {
          query: { term },
          typeOfRecords: PRODUCT_RECORDS,
          groupCondition: brandCondition(brandGroup, undefined),
          fields: RECORD_FIELDS,
          limit,
          offset: 0,
        },
      },
    ],
  };
}

/**
 * 'Recommended for you': the match-all term personalised by the recently
 * viewed records on the brand field, without those records, within the page's brands.
 */
export function recommendQuery(
  recentIds: readonly number[],
  brandGroup: readonly string[],
  limit: number,
): KlevuRecordQuery {
  const ids = recentIds.map(String);
  return {
    id: RECOMMENDED_ID,
    typeOfRequest: "SEARCH",
    settings: {
      query: { term: MATCH_ALL },
      typeOfRecords: PRODUCT_RECORDS,
      groupCondition: brandCondition(brandGroup, undefined),
      fields: RECORD_FIELDS,
      limit,
      offset: 0,
      personalisation: { enablePersonalisation: true, fields: ["brand"] },
      context: { recentObjects: [{ typeOfRecord: "KLEVU_PRODUCT", records: ids.map((id) => ({ id })) }] },
      excludeIds: ids.map((value) => ({ key: "itemGroupId", value })),
    },
  };
}
