import { beforeAll, describe, expect, it } from "vitest";
import type { Lang, RegionCode } from "@/lib/i18n/locales";
import { oracleBandCount, oracleCounts, oracleMatches, type OracleProduct, type OracleQuery } from "./contract-oracle";
import type { Facet, SearchProvider, SearchRecord, SearchRequest } from "./types";

/**
 * One contract for every search provider (ADR 0020): the embedded index and the hosted
 * service must answer the same requests the same way, checked against the catalogue itself.
 * Run it with `describeSearchProvider(name, setup)` from a test file; `setup` opens whatever
 * the provider needs (a seeded database, a fake upstream) and gives the answer key.
 */
export type SearchContractFixture = {
  provider(region: RegionCode, lang: Lang): SearchProvider;
  /** Every product visible in the country. */
  catalogue(region: RegionCode): readonly OracleProduct[];
};

const MAIN = ["main", "instyle", "waves", "missl"];
const MULTICOLOR = ["yellow-white", "yellow-rose", "white-rose", "yellow-white-rose"];
const collators = {
  en: new Intl.Collator("en", { sensitivity: "base", numeric: true }),
  ar: new Intl.Collator("ar", { sensitivity: "base", numeric: true }),
};
const saving = (r: SearchRecord) =>
  r.basePrice > r.price ? Math.round(((r.basePrice - r.price) / r.basePrice) * 100) : 0;
const sortedBy = <T>(items: readonly T[], compare: (a: T, b: T) => number) =>
  items.every((x, i) => i === 0 || compare(items[i - 1]!, x) <= 0);
const facet = (facets: readonly Facet[], name: string) => facets.find((f) => f.name === name)!;
const counts = (f: Facet) => new Map(f.options.filter((o) => o.count > 0).map((o) => [o.value, o.count]));

export function describeSearchProvider(name: string, setup: () => Promise<SearchContractFixture>): void {
  describe(`search provider contract: ${name}`, () => {
    let fx: SearchContractFixture;
    let sa: readonly OracleProduct[];
    beforeAll(async () => {
      fx = await setup();
      sa = fx.catalogue("sa");
    });
    const ids = (q: OracleQuery, from = sa) => new Set(oracleMatches(from, q).map((p) => p.id));
    const search = (request: SearchRequest, region: RegionCode = "sa", lang: Lang = "en") =>
      fx.provider(region, lang).search(request);

    it("finds products by a term, in the request's language", async () => {
      const rings = ids({ brands: MAIN, categoryPath: ["rings"] });
      const en = await search({ query: "ring", brandGroup: MAIN });
      expect(en.type).toBe("SEARCH");
      expect(en.total).toBeGreaterThan(0);
      expect(en.total).toBeLessThanOrEqual(rings.size);
      for (const r of en.records) {
        expect(rings.has(r.id), `${r.name} is a ring`).toBe(true);
        expect(r).toMatchObject({
          currency: "SAR",
          path: expect.stringMatching(new RegExp(`-sku-${r.sku.toLowerCase()}$`)),
        });
      }
      const ar = await search({ query: "خاتم", brandGroup: MAIN }, "sa", "ar");
      expect(ar.total).toBeGreaterThan(0);
      for (const r of ar.records) expect(rings.has(r.id) && /[\u0600-\u06FF]/.test(r.name), r.name).toBe(true);
    });

    it("lists a category path: CATNAV, exactly the products in every category of it", async () => {
      const expected = ids({ brands: MAIN, categoryPath: ["gold", "rings"] });
      const result = await search({ brandGroup: MAIN, categoryPath: ["gold", "rings"], rows: 250 });
      expect(result.type).toBe("CATNAV");
      expect(result.total).toBe(expected.size);
      expect(new Set(result.records.map((r) => r.id))).toEqual(expected);
      expect(counts(facet(result.facets, "category")).get("rings")).toBe(expected.size);
    });

    it("orders by each of the spec's sorts", async () => {
      const request: SearchRequest = { brandGroup: MAIN, categoryPath: ["gold"] };
      const created = new Map(sa.map((p) => [p.id, p.createdAt]));
      const cheapest = Math.min(...oracleMatches(sa, { brands: MAIN, categoryPath: ["gold"] }).map((p) => p.price));
      const asc = (await search({ ...request, sort: "price-asc" })).records;
      expect(sortedBy(asc, (a, b) => a.price - b.price)).toBe(true);
      expect(asc[0]!.price).toBe(cheapest);
      expect(sortedBy((await search({ ...request, sort: "price-desc" })).records, (a, b) => b.price - a.price)).toBe(
        true,
      );
      expect(
        sortedBy(
          (await search({ ...request, sort: "new_in" })).records,
          (a, b) => created.get(b.id)! - created.get(a.id)!,
        ),
      ).toBe(true);
      expect(
        sortedBy((await search({ ...request, sort: "biggest_saving" })).records, (a, b) => saving(b) - saving(a)),
      ).toBe(true);
      for (const lang of ["en", "ar"] as const) {
        const names = (await search({ ...request, sort: "alpha" }, "sa", lang)).records.map((r) => r.name);
        expect(sortedBy(names, collators[lang].compare), `alpha in ${lang}`).toBe(true);
      }
    });

    it("filters by facets, 'Multicolored' as its four gold combinations, with disjunctive counts", async () => {
      const q: OracleQuery = { brands: MAIN, filters: { metal_color: MULTICOLOR } };
      const result = await search({ brandGroup: MAIN, filters: { metal_color: ["Multicolored"] }, rows: 250 });
      expect(result.total).toBe(ids(q).size);
      expect(new Set(result.records.map((r) => r.id))).toEqual(ids(q));
      const colours = facet(result.facets, "metal_color");
      expect(new Set(colours.options.filter((o) => o.selected).map((o) => o.value))).toEqual(new Set(MULTICOLOR));
      expect(counts(colours)).toEqual(oracleCounts(sa, q, "metal_color"));
      expect(colours.options.find((o) => o.value === "yellow-white")!.label).toBe("Yellow & White");
      const arabic = await search({ brandGroup: MAIN, filters: { metal_color: ["متعدد الألوان"] } }, "sa", "ar");
      expect(arabic.total).toBe(result.total);
    });

    it("counts every facet as the catalogue does, price bands included", async () => {
      const q: OracleQuery = {
        brands: MAIN,
        categoryPath: ["gold"],
        filters: { metal_karat: ["18k", "21k"], type: ["rings", "earrings"] },
        prices: [
          [1000, 2000],
          [4000, 8000],
        ],
      };
      const result = await search({
        brandGroup: MAIN,
        categoryPath: ["gold"],
        filters: {
          metal_karat: ["18k", "21k"],
          type: ["rings", "earrings"],
          price: [
            { min: 1000, max: 2000 },
            { min: 4000, max: 8000 },
          ],
        },
      });
      expect(result.total).toBe(ids(q).size);
      for (const name of [
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
      ]) {
        expect(counts(facet(result.facets, name)), `facet ${name}`).toEqual(oracleCounts(sa, q, name));
      }
      const price = facet(result.facets, "price");
      expect(price.options.find((o) => o.value === "1000-2000")).toMatchObject({
        selected: true,
        count: oracleBandCount(sa, q, [1000, 2000]),
      });
      expect(price.options.find((o) => o.value === "under-500")?.count ?? 0).toBe(oracleBandCount(sa, q, [10, 500]));
      const ar = await search({ brandGroup: MAIN, filters: { type: ["rings"] } }, "sa", "ar");
      expect(facet(ar.facets, "type").options.find((o) => o.value === "rings")!.label).toBe("خواتم");
    });

    it("pages through every result once, 40 a page by default", async () => {
      const request: SearchRequest = { brandGroup: MAIN, categoryPath: ["gold"] };
      const first = await search(request);
      expect(first).toMatchObject({ pageNum: 0, rows: 40 });
      expect(first.records).toHaveLength(Math.min(40, first.total));
      const seen: number[] = [];
      for (let page = 0; page * 40 < first.total; page++)
        seen.push(...(await search({ ...request, pageNum: page })).records.map((r) => r.id));
      expect(seen).toHaveLength(first.total);
      expect(new Set(seen)).toEqual(ids({ brands: MAIN, categoryPath: ["gold"] }));
      const beyond = await search({ ...request, pageNum: Math.ceil(first.total / 40) + 1 });
      expect(beyond).toMatchObject({ total: first.total, records: [] });
    });

    it("suggests at most 15 completions and 15 products, within the page's brands", async () => {
      const provider = fx.provider("sa", "en");
      const gold = await provider.suggest("gol", { brandGroup: MAIN, limit: 40 });
      expect(gold.autoSuggestions.length).toBeGreaterThan(0);
      expect(gold.autoSuggestions.length).toBeLessThanOrEqual(15);
      for (const s of gold.autoSuggestions) expect(s).toMatch(/(^|[^a-z])gol/i);
      expect(gold.products).toHaveLength(15);
      const missl = await provider.suggest("ring", { brandGroup: ["missl"], limit: 15 });
      const brands = new Map(sa.map((p) => [p.id, p.brand]));
      expect(missl.products.length).toBeGreaterThan(0);
      for (const r of missl.products) expect(brands.get(r.id)).toBe("missl");
      expect(await provider.suggest("  ", { brandGroup: MAIN })).toEqual({ autoSuggestions: [], products: [] });
    });

    it("recommends other products of the page's brands, never the viewed ones", async () => {
      const provider = fx.provider("sa", "en");
      // Viewed on a Miss L' page, recommended on the main brand's: only the page's brand counts.
      const viewed = [...ids({ brands: ["missl"], categoryPath: ["rings"] })].slice(0, 2);
      const records = await provider.recommend(viewed, { brandGroup: ["main"], limit: 8 });
      const brands = new Map(sa.map((p) => [p.id, p.brand]));
      expect(records.length).toBeGreaterThan(0);
      expect(records.length).toBeLessThanOrEqual(8);
      for (const r of records) expect(!viewed.includes(r.id) && brands.get(r.id) === "main").toBe(true);
      expect(await provider.recommend([], { brandGroup: MAIN })).toEqual([]);
    });

    it("keeps countries apart: each answers from its own catalogue, in its own currency", async () => {
      for (const [region, currency] of [
        ["ae", "AED"],
        ["eg", "EGP"],
      ] as const) {
        const result = await search({ brandGroup: MAIN, rows: 250 }, region);
        const own = ids({ brands: MAIN }, fx.catalogue(region));
        expect(result.total).toBe(own.size);
        for (const r of result.records) expect(own.has(r.id) && r.currency === currency).toBe(true);
        expect((await search({ brandGroup: ["atelier"] }, region)).total).toBe(0);
      }
      expect((await search({ brandGroup: ["atelier"] }, "sa")).total).toBe(ids({ brands: ["atelier"] }).size);
    });
  });
}
