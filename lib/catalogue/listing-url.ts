import { PAGE_SIZE } from "@/lib/constants";
import { parsePriceSegment, priceSegment, type PriceRange } from "@/lib/price-range";
import { SORT_KEYS, type FacetName, type SearchFilters, type SortKey } from "@/lib/search/types";

/**
 * A listing's state lives in its address, so a link reproduces the view (ADR 0009):
 *   /{locale}/{listingId}/{category}/.../{price segment}?karat=18k,21k&color=rose&sort=price-asc&page=2
 * Filters have English names and Arabic-named equivalents; links are written with the English
 * names. Values are slugs, several joined by commas (repeated parameters are read too).
 */
type FilterFacet = Exclude<FacetName, "price">;

/** Query parameter → facet. The first name of each facet is the one links use. */
export const FILTER_PARAMS: readonly { facet: FilterFacet | "price"; names: readonly string[] }[] = [
  { facet: "brand", names: ["brand", "العلامة"] },
  { facet: "type", names: ["type", "النوع"] },
  { facet: "metal_color", names: ["color", "colour", "اللون"] },
  { facet: "metal_karat", names: ["karat", "gold_karat", "العيار"] },
  { facet: "stone", names: ["gemstone", "stone", "الحجر"] },
  { facet: "diamonds", names: ["diamonds", "الألماس"] },
  { facet: "metal", names: ["metal", "المعدن"] },
  { facet: "category", names: ["category", "الفئة"] },
  { facet: "price", names: ["price", "السعر"] },
  { facet: "collection", names: ["collection", "المجموعة"] },
  { facet: "charm_family", names: ["charm_family", "charm-family", "عائلة_التميمة"] },
];
export const PAGE_PARAMS = ["page", "الصفحة"] as const;
export const SORT_PARAMS = ["sort", "الترتيب"] as const;
export const QUERY_PARAMS = ["q", "بحث"] as const;

export type ListingState = {
  query: string;
  filters: SearchFilters;
  sort: SortKey;
  /** 1-based page number as shown in the address. */
  page: number;
};

export type RawSearchParams = Record<string, string | string[] | undefined>;

const MAX_VALUES = 20;
const SLUG = /^[\p{L}\p{N}][\p{L}\p{N}_-]{0,60}$/u;

function valuesOf(params: RawSearchParams, names: readonly string[]): string[] {
  const out: string[] = [];
  for (const name of names) {
    const raw = params[name];
    for (const part of (Array.isArray(raw) ? raw : raw ? [raw] : []).flatMap((v) => v.split(","))) {
      const value = part.trim().toLowerCase();
      if (value && SLUG.test(value) && !out.includes(value)) out.push(value);
    }
  }
  return out.slice(0, MAX_VALUES);
}

function first(params: RawSearchParams, names: readonly string[]): string {
  for (const name of names) {
    const raw = params[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value !== undefined) return value;
  }
  return "";
}

/** Reads filters, sort, page and query from search params; unknown or malformed values are dropped. */
export function parseListingParams(params: RawSearchParams): ListingState {
  const filters: SearchFilters = {};
  for (const { facet, names } of FILTER_PARAMS) {
    const values = valuesOf(params, names);
    if (!values.length) continue;
    if (facet === "price") {
      const ranges = values.map(parsePriceSegment).filter((r): r is PriceRange => r !== null);
      if (ranges.length) filters.price = ranges;
    } else {
      filters[facet] = values;
    }
  }
  const sortRaw = first(params, SORT_PARAMS);
  const sort = (SORT_KEYS as readonly string[]).includes(sortRaw) ? (sortRaw as SortKey) : "relevance";
  const pageRaw = Number(first(params, PAGE_PARAMS));
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 && pageRaw <= 10_000 ? pageRaw : 1;
  const query = first(params, QUERY_PARAMS).trim().slice(0, 100);
  return { query, filters, sort, page };
}

/** The canonical query string of a state (English names, fixed order), "" when there is nothing. */
export function listingQueryString(state: Partial<ListingState>): string {
  const out = new URLSearchParams();
  if (state.query) out.set("q", state.query);
  for (const { facet, names } of FILTER_PARAMS) {
    const values = facet === "price" ? (state.filters?.price ?? []).map(priceSegment) : (state.filters?.[facet] ?? []);
    if (values.length) out.set(names[0]!, values.join(","));
  }
  if (state.sort && state.sort !== "relevance") out.set("sort", state.sort);
  if (state.page && state.page > 1) out.set("page", String(state.page));
  const s = out.toString().replace(/%2C/g, ",");
  return s ? `?${s}` : "";
}

/** The state with one facet value switched on or off; paging restarts. */
export function toggleFilter(state: ListingState, facet: FacetName, value: string): ListingState {
  const filters: SearchFilters = { ...state.filters };
  if (facet === "price") {
    const range = parsePriceSegment(value);
    if (!range) return state;
    const current = filters.price ?? [];
    const key = priceSegment(range);
    const next = current.some((r) => priceSegment(r) === key)
      ? current.filter((r) => priceSegment(r) !== key)
      : [...current, range];
    if (next.length) filters.price = next;
    else delete filters.price;
  } else {
    const current = filters[facet] ?? [];
    const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    if (next.length) filters[facet] = next;
    else delete filters[facet];
  }
  return { ...state, filters, page: 1 };
}

export function hasFilters(filters: SearchFilters): boolean {
  return Object.values(filters).some((v) => Array.isArray(v) && v.length > 0);
}

/** Listing path segments: category slugs, then an optional price segment last. */
export function parseListingSegments(
  segments: readonly string[],
): { categories: string[]; priceRange: PriceRange | null } | null {
  const decoded = segments.map((s) => decodeURIComponent(s).toLowerCase());
  const last = decoded.at(-1);
  const priceRange = last ? parsePriceSegment(last) : null;
  const categories = priceRange ? decoded.slice(0, -1) : decoded;
  if (categories.length > 4 || categories.some((c) => !SLUG.test(c) || parsePriceSegment(c))) return null;
  return { categories, priceRange };
}

export function listingPath(listingId: string, categories: readonly string[], priceRange: PriceRange | null): string {
  return ["", listingId, ...categories, ...(priceRange ? [priceSegment(priceRange)] : [])].join("/");
}

export function pageCount(total: number, rows = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / rows));
}

/**
 * Listings are cached pages (ISR) although their state is in the query string: the proxy
 * rewrites `/{locale}/{listing}/...?karat=18k` to `/{locale}/{listing}/.../_q/karat%3D18k`,
 * the canonical query as one last path segment, so each view is one cache entry and the
 * page never reads `searchParams` (ADR 0009).
 */
export const QUERY_SEGMENT_MARKER = "_q";

/** The internal path for a listing address, or null when it has no state in its query. */
export function queryRewritePath(pathname: string, params: URLSearchParams): string | null {
  const raw: RawSearchParams = {};
  for (const key of new Set(params.keys())) raw[key] = params.getAll(key);
  const qs = listingQueryString(parseListingParams(raw)).slice(1);
  return qs ? `${pathname.replace(/\/$/, "")}/${QUERY_SEGMENT_MARKER}/${encodeURIComponent(qs)}` : null;
}

/** Splits the internal query segment off a listing's path segments. */
export function splitQuerySegment(segments: readonly string[]): { segments: string[]; params: RawSearchParams } {
  const at = segments.length - 2;
  if (at < 0 || segments[at] !== QUERY_SEGMENT_MARKER) return { segments: [...segments], params: {} };
  // Next may hand the segment over decoded once already ("karat=18k", every state has "=")
  // or still encoded ("karat%3D18k"); decoding twice would corrupt an encoded search term.
  const segment = segments[at + 1]!;
  let decoded = segment;
  if (!segment.includes("=")) {
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      decoded = ""; // a mangled segment carries no state
    }
  }
  const params: RawSearchParams = {};
  const search = new URLSearchParams(decoded);
  for (const key of new Set(search.keys())) params[key] = search.getAll(key);
  return { segments: segments.slice(0, at), params };
}
