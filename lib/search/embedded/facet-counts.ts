import { PRICE_BANDS } from "@/lib/constants";
import { priceBounds, type PriceRange } from "@/lib/price-range";
import { FACET_NAMES } from "../types";
import type { EmbeddedIndex } from "./model";

export const CATEGORY = FACET_NAMES.indexOf("category");
export const PRICE = FACET_NAMES.indexOf("price");

const BAND_BOUNDS = PRICE_BANDS.map((b) => priceBounds({ min: b.min, max: b.max }));

/** Bit i set when a price lies in PRICE_BANDS[i] (bands overlap, so a price may have two). */
export function priceBandMask(price: number): number {
  let mask = 0;
  BAND_BOUNDS.forEach((b, i) => {
    if (price >= b.min && price <= b.max) mask |= 1 << i;
  });
  return mask;
}

/**
 * Facet counts of one query, disjunctive: a doc that passes every filter group counts in every
 * facet (`all`), a doc that fails only the group of facet f counts for f alone (`one`), so each
 * facet's counts ignore its own selection. Docs are collected during the scan and counted
 * column by column afterwards (a tight loop per facet), into the index's scratch lists.
 */
export class FacetCounter {
  readonly counts: Int32Array[];
  private allLength = 0;
  private oneLength = 0;
  private readonly extra: { min: number; max: number }[];

  constructor(
    private readonly ix: EmbeddedIndex,
    readonly priceRanges: PriceRange[],
  ) {
    this.counts = FACET_NAMES.map((f) => new Int32Array(f === "price" ? priceRanges.length : ix.dicts[f].size));
    // Options past the standard bands (a selected custom range) are compared one by one.
    this.extra = priceRanges.slice(PRICE_BANDS.length).map((r) => priceBounds(r));
  }

  all(d: number): void {
    this.ix.scratch.all[this.allLength++] = d;
  }

  one(d: number, facet: number): void {
    this.ix.scratch.oneDocs[this.oneLength] = d;
    this.ix.scratch.oneFacets[this.oneLength++] = facet;
  }

  /** Counts the collected docs; call once, after the scan. */
  tally(): Int32Array[] {
    const { all, oneDocs, oneFacets } = this.ix.scratch;
    FACET_NAMES.forEach((_, f) => this.countFacet(f, all, this.allLength));
    // Docs that failed one group, facet by facet; `all` is free again to hold each batch.
    const facets = new Set(oneFacets.subarray(0, this.oneLength));
    for (const f of facets) {
      let length = 0;
      for (let i = 0; i < this.oneLength; i++) if (oneFacets[i] === f) all[length++] = oneDocs[i]!;
      this.countFacet(f, all, length);
    }
    return this.counts;
  }

  private countFacet(f: number, docs: Int32Array, length: number): void {
    const name = FACET_NAMES[f]!;
    if (name === "category") countCategories(this.ix, docs, length, this.counts[f]!);
    else if (name === "price") this.countPrices(docs, length);
    else {
      // Counted one slot up (slot 0 takes "no value"): no branch in the loop.
      const shifted = new Int32Array(this.counts[f]!.length + 1);
      countColumn(this.ix.columns[name], docs, length, shifted);
      const counts = this.counts[f]!;
      for (let c = 0; c < counts.length; c++) counts[c]! += shifted[c + 1]!;
    }
  }

  private countPrices(docs: Int32Array, length: number): void {
    const counts = this.counts[PRICE]!;
    countBands(this.ix.priceBands, docs, length, counts);
    if (this.extra.length === 0) return;
    for (let i = 0; i < length; i++) {
      const price = this.ix.price[docs[i]!]!;
      this.extra.forEach((b, k) => {
        if (price >= b.min && price <= b.max) counts[PRICE_BANDS.length + k]!++;
      });
    }
  }
}

// The hot loops, as small standalone functions: V8 optimises each for its one array type,
// several times faster than the same loops inlined in a loop over facets.

function countColumn(column: Int16Array, docs: Int32Array, length: number, shifted: Int32Array): void {
  for (let i = 0; i < length; i++) shifted[column[docs[i]!]! + 1]!++;
}

function countCategories(ix: EmbeddedIndex, docs: Int32Array, length: number, counts: Int32Array): void {
  const { catOffsets, catCodes } = ix;
  for (let i = 0; i < length; i++) {
    const d = docs[i]!;
    for (let p = catOffsets[d]!, end = catOffsets[d + 1]!; p < end; p++) counts[catCodes[p]!]!++;
  }
}

function countBands(bands: Uint8Array, docs: Int32Array, length: number, counts: Int32Array): void {
  for (let i = 0; i < length; i++) {
    for (let mask = bands[docs[i]!]!; mask !== 0; mask &= mask - 1) counts[31 - Math.clz32(mask & -mask)]!++;
  }
}
