import { priceBounds } from "@/lib/price-range";
import { normalizeFilters, priceRanges, VALUE_FACETS, type Bounds } from "../facets";
import { FACET_NAMES, type SearchFilters, type SearchRequest } from "../types";
import { CATEGORY, PRICE } from "./facet-counts";
import type { EmbeddedIndex } from "./model";
import { matchText, type TextMatch } from "./text-query";

/** One selected facet: a doc passes when its value (any of its categories, its price) is selected. */
export type Group =
  | { facet: number; kind: "single"; column: Int16Array; mask: Uint8Array }
  | { facet: number; kind: "category"; mask: Uint8Array }
  | { facet: number; kind: "price"; ranges: Bounds[] };

/**
 * A request compiled against an index. The base (brand group, category path, path price,
 * text) restricts everything, facet counts included; each selected facet is a group.
 */
export type Plan = {
  filters: SearchFilters;
  brandAllowed: Uint8Array;
  pathCategories: number[];
  pathPrice: Bounds | null;
  groups: Group[];
  text: TextMatch | null;
};

function mask(size: number, codes: (number | undefined)[]): Uint8Array {
  const m = new Uint8Array(size);
  for (const c of codes) if (c !== undefined) m[c] = 1;
  return m;
}

/**
 * The brands a page covers. A brand filter narrows within the group; a brand filter naming a
 * brand outside it (the sa-only brand on a main-brand page) replaces the group.
 */
function allowedBrands(
  ix: EmbeddedIndex,
  group: readonly string[],
  selected: readonly string[] | undefined,
): Uint8Array {
  const outside = selected?.some((b) => !group.includes(b));
  const keys = outside ? selected! : group;
  return mask(
    ix.dicts.brand.size,
    keys.map((k) => ix.dicts.brand.code(k)),
  );
}

export function compile(ix: EmbeddedIndex, request: SearchRequest, options: { prefixLast: boolean }): Plan {
  const filters = normalizeFilters(request.filters);
  const groups: Group[] = [];
  for (const name of VALUE_FACETS) {
    const values = filters[name];
    if (!values?.length) continue;
    const facet = FACET_NAMES.indexOf(name);
    const m = mask(
      ix.dicts[name].size,
      values.map((v) => ix.dicts[name].code(v)),
    );
    groups.push(
      facet === CATEGORY
        ? { facet, kind: "category", mask: m }
        : { facet, kind: "single", column: ix.columns[name as Exclude<typeof name, "category">], mask: m },
    );
  }
  const bands = priceRanges(null, filters.price);
  if (bands) groups.push({ facet: PRICE, kind: "price", ranges: bands });
  const query = request.query?.trim();
  return {
    filters,
    brandAllowed: allowedBrands(ix, request.brandGroup, filters.brand),
    // An unknown slug matches nothing (-1 is never a doc's category code).
    pathCategories: [...new Set(request.categoryPath ?? [])].map((s) => ix.dicts.category.code(s) ?? -1),
    pathPrice: request.priceRange ? priceBounds(request.priceRange) : null,
    groups,
    text: query ? matchText(ix.text, ix.n, query, options, ix.scratch) : null,
  };
}

/** Whether doc d passes the base restrictions. */
export function inBase(ix: EmbeddedIndex, plan: Plan, d: number): boolean {
  if (plan.brandAllowed[ix.columns.brand[d]!] !== 1) return false;
  if (plan.pathPrice && (ix.price[d]! < plan.pathPrice.min || ix.price[d]! > plan.pathPrice.max)) return false;
  for (const c of plan.pathCategories) if (!hasCategory(ix, d, c)) return false;
  return true;
}

function hasCategory(ix: EmbeddedIndex, d: number, code: number): boolean {
  for (let p = ix.catOffsets[d]!, end = ix.catOffsets[d + 1]!; p < end; p++) if (ix.catCodes[p] === code) return true;
  return false;
}

export function passes(ix: EmbeddedIndex, g: Group, d: number): boolean {
  switch (g.kind) {
    case "single": {
      const c = g.column[d]!;
      return c >= 0 && g.mask[c] === 1;
    }
    case "category":
      for (let p = ix.catOffsets[d]!, end = ix.catOffsets[d + 1]!; p < end; p++)
        if (g.mask[ix.catCodes[p]!] === 1) return true;
      return false;
    case "price": {
      const price = ix.price[d]!;
      for (const r of g.ranges) if (price >= r.min && price <= r.max) return true;
      return false;
    }
  }
}
