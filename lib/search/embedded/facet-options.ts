import { FILTER_OPTIONS_LIMIT } from "@/lib/constants";
import type { PriceRange } from "@/lib/price-range";
import { priceFacetOptions } from "../price-labels";
import { FACET_NAMES, type Facet, type FacetOption, type SearchFilters } from "../types";
import type { EmbeddedIndex } from "./model";

/**
 * Every facet of the contract from a query's counts: options in index order (taxonomy and
 * category position), labelled in the index's language, empty ones left out unless selected,
 * at most FILTER_OPTIONS_LIMIT per facet.
 */
export function facetsOf(
  ix: EmbeddedIndex,
  counts: Int32Array[],
  priceRanges: PriceRange[],
  filters: SearchFilters,
): Facet[] {
  return FACET_NAMES.map((name, f) => {
    const count = counts[f]!;
    let options: FacetOption[] = [];
    if (name === "price") {
      options = priceFacetOptions(priceRanges, count, filters.price, ix);
    } else {
      const dict = ix.dicts[name];
      const selected = new Set(filters[name] ?? []);
      for (let c = 0; c < dict.size; c++) {
        const value = dict.values[c]!;
        if (count[c]! > 0 || selected.has(value))
          options.push({ value, label: dict.labels[c]!, count: count[c]!, selected: selected.has(value) });
      }
      for (const value of selected)
        if (dict.code(value) === undefined) options.push({ value, label: value, count: 0, selected: true });
    }
    return { name, options: options.slice(0, FILTER_OPTIONS_LIMIT) };
  });
}
