import { PRICE_BANDS } from "@/lib/constants";
import { priceBounds, priceSegment, type PriceRange } from "@/lib/price-range";
import { MULTICOLOR_COMBOS } from "@/lib/db/seed/taxonomy";
import { normalizeText } from "./normalize";
import { FACET_NAMES, type FacetName, type SearchFilters } from "./types";

/**
 * Filters as the search service takes them: canonical slugs per
 * facet, 'Multicolored' expanded to its gold combinations, diamonds apart from the other
 * stones, and the price as `klevu_price` ranges. Pure: the embedded engine filters with these
 * same functions, and the hosted adapter sends `toFacetExpressions` as its filter list.
 */

export type ValueFacet = Exclude<FacetName, "price">;
export const VALUE_FACETS = FACET_NAMES.filter((f): f is ValueFacet => f !== "price");

/** Diamonds and lab-grown diamonds: a facet of their own, `diamonds`; `stone` lists the rest. */
export const DIAMOND_VALUES: readonly string[] = ["diamond", "lab-grown-diamond"];
/** The gold colour combinations the 'Multicolored' filter stands for. */
export const MULTICOLOR_VALUES: readonly string[] = MULTICOLOR_COMBOS;
export const MULTICOLORED = "multicolored";
/** The search service's price filter key. */
export const PRICE_FILTER_KEY = "klevu_price";

/** Spellings of 'Multicolored' a URL or a label may carry, in both languages, normalised. */
const MULTICOLOR_NAMES = new Set([
  "multicolored",
  "multicoloured",
  "multicolor",
  "multicolour",
  "multi colored",
  "multi coloured",
  "multi color",
  "multi colour",
  "متعدد الالوان",
  "متعددة الالوان",
  "متعدد اللون",
]);

const canonical = (value: string) =>
  normalizeText(value)
    .replace(/[\s_-]+/g, " ")
    .trim();

export function isMulticolored(value: string): boolean {
  return MULTICOLOR_NAMES.has(canonical(value));
}

/** Metal colour values with any 'Multicolored' replaced by the four combinations. */
export function expandMetalColors(values: readonly string[]): string[] {
  const out = new Set<string>();
  for (const v of values) {
    if (isMulticolored(v)) for (const c of MULTICOLOR_VALUES) out.add(c);
    else out.add(v);
  }
  return [...out];
}

const slug = (value: string) => value.trim().toLowerCase();

/**
 * Canonical filters: values trimmed and lower-cased, duplicates and empty facets dropped,
 * 'Multicolored' expanded, diamond values given as `stone` moved to `diamonds` (so a
 * `gemstone=diamond` link still works). Facets stay AND-ed and values within one OR-ed.
 */
export function normalizeFilters(filters: SearchFilters = {}): SearchFilters {
  const out: SearchFilters = {};
  const add = (facet: ValueFacet, values: Iterable<string>) => {
    const set = new Set(out[facet] ?? []);
    for (const v of values) if (v.trim()) set.add(slug(v));
    if (set.size > 0) out[facet] = [...set];
  };
  for (const facet of VALUE_FACETS) {
    const values = filters[facet];
    if (!values?.length) continue;
    if (facet === "metal_color") add(facet, expandMetalColors(values));
    else if (facet === "stone") {
      add(
        "diamonds",
        values.filter((v) => DIAMOND_VALUES.includes(slug(v))),
      );
      add(
        "stone",
        values.filter((v) => !DIAMOND_VALUES.includes(slug(v))),
      );
    } else add(facet, values);
  }
  if (filters.price?.length) out.price = filters.price;
  return out;
}

export type Bounds = { min: number; max: number };

/**
 * The price ranges a product must fall in (inclusive): the listing path's range intersected
 * with each selected price band, each clamped to 10..9999999 through `priceBounds`. `null`
 * when nothing restricts the price; an empty list when the selection leaves no range.
 */
export function priceRanges(
  pathRange: PriceRange | null | undefined,
  bands: readonly PriceRange[] | undefined,
): Bounds[] | null {
  const path = pathRange ? priceBounds(pathRange) : null;
  if (!bands?.length) return path ? [path] : null;
  const out: Bounds[] = [];
  for (const band of bands) {
    const b = priceBounds(band);
    const min = Math.max(b.min, path?.min ?? b.min);
    const max = Math.min(b.max, path?.max ?? b.max);
    if (min <= max && !out.some((r) => r.min === min && r.max === max)) out.push({ min, max });
  }
  return out;
}

/** The price facet's options: PRICE_BANDS, plus any other selected range. */
export function priceOptions(selected: readonly PriceRange[] | undefined): PriceRange[] {
  const out: PriceRange[] = PRICE_BANDS.map((b) => ({ min: b.min, max: b.max }));
  for (const r of selected ?? []) if (!out.some((o) => priceSegment(o) === priceSegment(r))) out.push(r);
  return out;
}

export type FacetExpression = { key: string; values: string[] };

/** The filter list of a search-service query: one expression per facet, values OR-ed. */
export function toFacetExpressions(request: {
  filters?: SearchFilters;
  priceRange?: PriceRange | null;
}): FacetExpression[] {
  const filters = normalizeFilters(request.filters);
  const out: FacetExpression[] = [];
  for (const facet of VALUE_FACETS) {
    const values = filters[facet];
    if (values?.length) out.push({ key: facet, values });
  }
  const prices = priceRanges(request.priceRange, filters.price);
  if (prices) out.push({ key: PRICE_FILTER_KEY, values: prices.map((r) => `${r.min} - ${r.max}`) });
  return out;
}
