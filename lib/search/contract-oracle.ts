import type { ProductSummary } from "@/lib/commerce/types";

/**
 * The search contract's answer key: a country's catalogue as plain facts, filtered and counted
 * the slow, obvious way. Filters here are given already normalised (slugs, 'Multicolored'
 * spelled out as its combinations) so that a broken normalisation fails the contract.
 */

export type OracleProduct = Pick<
  ProductSummary,
  "type" | "metal" | "karat" | "metalColor" | "stone" | "collection" | "charmFamily"
> & {
  id: number;
  brand: string;
  categories: readonly string[];
  /** What the shopper pays (sale price when on sale). */
  price: number;
  createdAt: number;
};

export type OracleQuery = {
  brands: readonly string[];
  categoryPath?: readonly string[];
  filters?: Partial<Record<string, readonly string[]>>;
  /** Inclusive price bands, OR-ed. */
  prices?: readonly (readonly [number, number])[];
};

const DIAMONDS = ["diamond", "lab-grown-diamond"];

export function valuesOf(p: OracleProduct, facet: string): string[] {
  const one = (v: string | null) => (v ? [v] : []);
  switch (facet) {
    case "category":
      return [...p.categories];
    case "brand":
      return [p.brand];
    case "type":
      return [p.type];
    case "metal":
      return [p.metal];
    case "metal_karat":
      return one(p.karat);
    case "metal_color":
      return [p.metalColor];
    case "diamonds":
      return one(p.stone && DIAMONDS.includes(p.stone) ? p.stone : null);
    case "stone":
      return one(p.stone && !DIAMONDS.includes(p.stone) ? p.stone : null);
    case "collection":
      return one(p.collection);
    case "charm_family":
      return one(p.charmFamily);
    default:
      throw new Error(`no facet ${facet}`);
  }
}

const inBase = (p: OracleProduct, q: OracleQuery) =>
  q.brands.includes(p.brand) && (q.categoryPath ?? []).every((c) => p.categories.includes(c));
const inPrices = (p: OracleProduct, prices: OracleQuery["prices"]) =>
  !prices?.length || prices.some(([min, max]) => p.price >= min && p.price <= max);

function passes(p: OracleProduct, q: OracleQuery, except?: string): boolean {
  for (const [facet, values] of Object.entries(q.filters ?? {})) {
    if (facet !== except && values?.length && !valuesOf(p, facet).some((v) => values.includes(v))) return false;
  }
  return except === "price" || inPrices(p, q.prices);
}

export function oracleMatches(products: readonly OracleProduct[], q: OracleQuery): OracleProduct[] {
  return products.filter((p) => inBase(p, q) && passes(p, q));
}

/** A facet's counts that ignore its own selection (disjunctive), zero counts left out. */
export function oracleCounts(products: readonly OracleProduct[], q: OracleQuery, facet: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const p of products) {
    if (!inBase(p, q) || !passes(p, q, facet)) continue;
    for (const v of valuesOf(p, facet)) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return counts;
}

/** How many products of the query (without its price bands) cost within [min, max]. */
export function oracleBandCount(
  products: readonly OracleProduct[],
  q: OracleQuery,
  band: readonly [number, number],
): number {
  return products.filter((p) => inBase(p, q) && passes(p, q, "price") && inPrices(p, [band])).length;
}
