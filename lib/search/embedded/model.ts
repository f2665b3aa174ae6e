import type { Lang, RegionCode } from "@/lib/i18n/locales";
import type { ValueFacet } from "../facets";
import type { ServiceSort } from "../types";
import type { Dictionaries } from "./dictionaries";
import type { SuggestIndex } from "./suggest-index";
import type { TextIndex } from "./text-index";

/** Facets with one value per product (code -1: none); `category` is the many-valued one. */
export type SingleFacet = Exclude<ValueFacet, "category">;
export const SINGLE_FACETS: readonly SingleFacet[] = [
  "type",
  "brand",
  "metal",
  "metal_karat",
  "metal_color",
  "diamonds",
  "stone",
  "collection",
  "charm_family",
];

/**
 * One country's catalogue in one language, laid out for scanning: a document is an index
 * 0..n-1 into parallel typed arrays, facet values are small integer codes, and every sort
 * order is precomputed, so a query is one pass over the arrays with no allocation per doc.
 */
export type EmbeddedIndex = {
  region: RegionCode;
  lang: Lang;
  currency: string;
  /** Catalogue version it was built from (see catalogue-version.ts). */
  version: string;
  builtAt: number;
  n: number;
  ids: Int32Array;
  docOf: Map<number, number>;
  skus: string[];
  slugs: string[];
  names: string[];
  images: (string | null)[];
  /** Effective price (sale ?? list), what shoppers pay and what filters and sorts use. */
  price: Float64Array;
  basePrice: Float64Array;
  /** NaN when not on sale. */
  salePrice: Float64Array;
  salePercent: Float32Array;
  /** Bit i set when the price lies in PRICE_BANDS[i]: the price facet counts without comparing. */
  priceBands: Uint8Array;
  created: Float64Array;
  reviewCount: Int32Array;
  reviewSum: Int32Array;
  position: Int32Array;
  dicts: Dictionaries;
  columns: Record<SingleFacet, Int16Array>;
  /** Category codes of doc d: catCodes[catOffsets[d] .. catOffsets[d + 1]). */
  catOffsets: Int32Array;
  catCodes: Int16Array;
  /** Doc indexes in each service sort's order, ties broken by product id. */
  orders: Record<ServiceSort, Int32Array>;
  text: TextIndex;
  suggest: SuggestIndex;
  /**
   * Per-doc buffers a query reuses instead of allocating (queries run synchronously, one at
   * a time, so one set per index is enough): what matched, text hits and scores, and the
   * docs collected for facet counting.
   */
  scratch: {
    matched: Uint8Array;
    hits: Uint8Array;
    scores: Int32Array;
    all: Int32Array;
    oneDocs: Int32Array;
    oneFacets: Uint8Array;
  };
};
