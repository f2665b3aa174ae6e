import { describe, expect, it } from "vitest";
import { buildIndex } from "./build";
import type { CatalogueData, ProductRow } from "./load";
import { runSearch } from "./query";
import { matchText, QUALITY } from "./text-query";

/** A hand-made catalogue: ranking rules checked on docs built to differ in one respect. */
function product(id: number, name: string, extra: Partial<ProductRow> = {}): ProductRow {
  return {
    id,
    sku: `SKU-${id}`,
    slug: `p-${id}`,
    brandKey: "main",
    type: "rings",
    nameEn: name,
    nameAr: name,
    metal: "gold",
    karat: "18k",
    metalColor: "yellow",
    stone: null,
    collection: null,
    charmFamily: null,
    reviewCount: 0,
    reviewSum: 0,
    position: id,
    createdAt: new Date(Date.UTC(2025, 0, id)),
    price: 1000 + id,
    salePrice: null,
    currency: "SAR",
    ...extra,
  };
}

const data: CatalogueData = {
  products: [
    product(1, "Lumina - Plain Band Ring", { collection: "noor", reviewCount: 50 }),
    product(2, "Lumina - Noor Solitaire Ring", { collection: "noor", reviewCount: 1 }),
    product(3, "Lumina - Noor Halo Ring", { collection: "noor", reviewCount: 9 }),
    product(4, "Lumina - Pearl Drop Earrings", { type: "earrings", stone: "pearl" }),
    product(5, "Lumina - Pearly Hoop Earrings", { type: "earrings" }),
    product(6, "Lumina - Perl Stud Earrings", { type: "earrings" }),
  ],
  categoryLinks: [],
  images: new Map(),
  categories: [
    { id: 1, slug: "rings", label: { en: "Rings", ar: "خواتم" }, position: 1 },
    { id: 2, slug: "earrings", label: { en: "Earrings", ar: "أقراط" }, position: 2 },
  ],
  brands: [{ key: "main", label: { en: "Lumina", ar: "لومينا" } }],
  collections: [{ slug: "noor", label: { en: "Noor", ar: "نور" } }],
};
const ix = buildIndex(data, "sa", "en", "test");
const ids = (docs: ArrayLike<number>) => Array.from(docs, (d) => ix.ids[d]);

describe("text ranking", () => {
  it("weighs a word in the name above the same word in a label only", () => {
    const { docs, scores } = matchText(ix.text, ix.n, "noor", { prefixLast: false });
    expect(ids(docs)).toEqual([1, 2, 3]);
    expect(scores[ix.docOf.get(2)!]).toBeGreaterThan(scores[ix.docOf.get(1)!]!);
  });

  it("orders search results by score, then popularity", () => {
    const result = runSearch(ix, { brandGroup: ["main"], query: "noor" });
    // 3 and 2 have Noor in their names (3 is more reviewed); 1 is Noor by collection only.
    expect(result.records.map((r) => r.id)).toEqual([3, 2, 1]);
  });

  it("ranks an exact word above a completion, and a completion above a typo", () => {
    const { scores } = matchText(ix.text, ix.n, "pearl", { prefixLast: true });
    const score = (id: number) => scores[ix.docOf.get(id)!]!;
    expect(score(4)).toBeGreaterThan(score(5));
    expect(score(5)).toBeGreaterThan(0);
    // "perl" is no word of the index and "pearl" is: a typo neighbour only when nothing is exact.
    expect(score(6)).toBe(0);
    const typo = matchText(ix.text, ix.n, "paerl", { prefixLast: false });
    expect(ids(typo.docs)).toEqual(expect.arrayContaining([4, 6]));
    expect(QUALITY.exact).toBeGreaterThan(QUALITY.prefix);
    expect(QUALITY.prefix).toBeGreaterThan(QUALITY.typo);
  });

  it("requires every word of the query", () => {
    expect(ids(matchText(ix.text, ix.n, "noor halo", { prefixLast: false }).docs)).toEqual([3]);
    expect(ids(matchText(ix.text, ix.n, "noor pearl", { prefixLast: false }).docs)).toEqual([]);
    expect(ids(matchText(ix.text, ix.n, "ring in noor", { prefixLast: false }).docs)).toEqual([1, 2, 3]);
  });
});
