import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRICE_BANDS } from "@/lib/constants";
import * as t from "@/lib/db/schema";
import { seedDatabase } from "@/lib/db/seed";
import { openTestDb } from "@/lib/db/test-db";
import type { RegionCode } from "@/lib/i18n/locales";
import type { SearchRequest } from "../types";
import { createEmbeddedSearch, releaseEmbeddedSearch, type EmbeddedSearch } from "./index";
import { sqlFacet, sqlTotal, type SqlSpec } from "./sql-counts.test-helper";

/** The embedded search against a real, throw-away database (PGlite, or PostgreSQL in CI). */
let handle: Awaited<ReturnType<typeof openTestDb>>;
const engines = new Map<string, EmbeddedSearch>();
const MAIN = ["main", "instyle", "waves", "missl"];
const clampBand = (b: { min: number; max: number | null }): [number, number] => [
  Math.max(b.min, 10),
  Math.min(b.max ?? 9_999_999, 9_999_999),
];
const BANDS = PRICE_BANDS.map(clampBand);

function engine(region: RegionCode, lang: "en" | "ar"): EmbeddedSearch {
  const key = `${region}/${lang}`;
  if (!engines.has(key)) engines.set(key, createEmbeddedSearch(region, lang, { db: handle.db, refreshSeconds: 3600 }));
  return engines.get(key)!;
}

beforeAll(async () => {
  handle = await openTestDb();
  await seedDatabase(handle.db, { products: 300, force: true });
});
afterAll(async () => {
  for (const e of engines.values()) releaseEmbeddedSearch(e);
  await handle?.close();
});

/** Every facet's counts (and the total) equal a direct database count for the same filters. */
async function expectCountsMatchSql(region: RegionCode, request: SearchRequest, spec: SqlSpec) {
  const result = await engine(region, "en").search(request);
  expect(result.total).toBe(await sqlTotal(handle.db, region, spec));
  for (const facet of result.facets) {
    const expected = await sqlFacet(handle.db, region, spec, facet.name, BANDS);
    const got = new Map(
      facet.options
        .filter((o) => o.count > 0)
        .map((o) => [
          facet.name === "price" ? o.value.replace(/^under-/, "10-").replace(/-above$/, "-9999999") : o.value,
          o.count,
        ]),
    );
    const nonZero = new Map([...expected].filter(([, n]) => n > 0));
    expect(got, `facet ${facet.name}`).toEqual(nonZero);
  }
  return result;
}

describe("embedded search: facet counts", () => {
  it("match the database for a category listing of the main brand", async () => {
    const result = await expectCountsMatchSql("sa", { brandGroup: MAIN }, { brands: MAIN });
    expect(result.type).toBe("CATNAV");
    expect(result.facets.map((f) => f.name)).toEqual([
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
      "price",
    ]);
    const diamonds = result.facets.find((f) => f.name === "diamonds")!.options.map((o) => o.value);
    const stones = result.facets.find((f) => f.name === "stone")!.options.map((o) => o.value);
    expect(diamonds).toEqual(["diamond", "lab-grown-diamond"]);
    expect(stones).not.toContain("diamond");
  });

  it("match with a category path, karat and Multicolored filters (disjunctive per facet)", async () => {
    const request: SearchRequest = {
      brandGroup: MAIN,
      categoryPath: ["gold"],
      filters: { metal_karat: ["18k", "21k"], metal_color: ["Multicolored"] },
    };
    const result = await expectCountsMatchSql("sa", request, {
      brands: MAIN,
      categoryPath: ["gold"],
      filters: { metal_karat: ["18k", "21k"], metal_color: ["multicolored"] },
    });
    const karat = result.facets.find((f) => f.name === "metal_karat")!;
    // The karat facet ignores its own selection: 22k is offered with a count although not selected.
    expect(karat.options.find((o) => o.value === "18k")).toMatchObject({ selected: true });
    expect(karat.options.some((o) => !o.selected && o.count > 0)).toBe(true);
    const colors = result.facets
      .find((f) => f.name === "metal_color")!
      .options.filter((o) => o.selected)
      .map((o) => o.value);
    expect(colors).toEqual(["yellow-white", "yellow-rose", "white-rose", "yellow-white-rose"]);
  });

  it("match with a path price range, price bands, brand and stone filters", async () => {
    const request: SearchRequest = {
      brandGroup: MAIN,
      priceRange: { min: 500, max: 8000 },
      filters: {
        price: [
          { min: 1000, max: 2000 },
          { min: 4000, max: 8000 },
        ],
        brand: ["main", "waves"],
        stone: ["pearl", "cubic-zirconia"],
      },
    };
    await expectCountsMatchSql("sa", request, {
      brands: MAIN,
      price: [500, 8000],
      bands: [
        [1000, 2000],
        [4000, 8000],
      ],
      filters: { brand: ["main", "waves"], stone: ["pearl", "cubic-zirconia"] },
    });
  });

  it("match for Miss L' in another country with type and diamonds filters", async () => {
    await expectCountsMatchSql(
      "eg",
      { brandGroup: ["missl"], filters: { type: ["rings", "earrings"], diamonds: ["diamond", "lab-grown-diamond"] } },
      { brands: ["missl"], filters: { type: ["rings", "earrings"], diamonds: ["diamond", "lab-grown-diamond"] } },
    );
  });

  it("match for category filters, collections and charm families", async () => {
    await expectCountsMatchSql(
      "ae",
      {
        brandGroup: MAIN,
        filters: { category: ["bracelets", "necklaces"], charm_family: ["hearts", "stars", "evil-eye"] },
      },
      {
        brands: MAIN,
        filters: { category: ["bracelets", "necklaces"], charm_family: ["hearts", "stars", "evil-eye"] },
      },
    );
    await expectCountsMatchSql(
      "sa",
      { brandGroup: MAIN, categoryPath: ["rings"], filters: { collection: ["noor", "bloom"] } },
      { brands: MAIN, categoryPath: ["rings"], filters: { collection: ["noor", "bloom"] } },
    );
  });

  it("labels options in the index's language and prices in the country's currency", async () => {
    const ar = await engine("eg", "ar").search({ brandGroup: MAIN });
    const type = ar.facets.find((f) => f.name === "type")!;
    expect(type.options.find((o) => o.value === "rings")!.label).toBe("خواتم");
    const price = ar.facets.find((f) => f.name === "price")!;
    expect(price.options.length).toBeGreaterThan(0);
    expect(price.options.every((o) => o.label.includes("ج.م"))).toBe(true);
    const sa = (await engine("sa", "ar").search({ brandGroup: MAIN })).facets.find((f) => f.name === "price")!;
    expect(sa.options[0]).toMatchObject({ value: "under-500" });
    expect(sa.options[0]!.label).toMatch(/^أقل من .*ر\.س/);
    const en = await engine("ae", "en").search({ brandGroup: MAIN });
    expect(en.facets.find((f) => f.name === "price")!.options.some((o) => o.label.includes("AED"))).toBe(true);
  });

  it("keeps a selected value with no products as a selected option with count 0", async () => {
    const result = await engine("sa", "en").search({ brandGroup: ["missl"], filters: { collection: ["royale"] } });
    expect(result.total).toBe(0);
    const collection = result.facets.find((f) => f.name === "collection")!;
    expect(collection.options.find((o) => o.value === "royale")).toMatchObject({ count: 0, selected: true });
  });
});

describe("embedded search: paging, brands, regions", () => {
  it("pages through every result once, 40 by default", async () => {
    const e = engine("sa", "en");
    const first = await e.search({ brandGroup: MAIN });
    expect(first.rows).toBe(40);
    expect(first.records).toHaveLength(40);
    const ids: number[] = [];
    for (let page = 0; page * 40 < first.total; page++)
      ids.push(...(await e.search({ brandGroup: MAIN, pageNum: page })).records.map((r) => r.id));
    expect(ids).toHaveLength(first.total);
    expect(new Set(ids).size).toBe(first.total);
    const beyond = await e.search({ brandGroup: MAIN, pageNum: 99 });
    expect(beyond.records).toEqual([]);
    expect(beyond.total).toBe(first.total);
    expect((await e.search({ brandGroup: MAIN, rows: 1000 })).rows).toBe(250);
  });

  it("covers the main brand's sub-brands but not the sa-only brand; Miss L' alone for Miss L'", async () => {
    const e = engine("sa", "en");
    const main = await e.search({ brandGroup: MAIN, rows: 250 });
    const brands = main.facets.find((f) => f.name === "brand")!.options.map((o) => o.value);
    expect(brands).toEqual(["main", "missl", "waves", "instyle"]);
    const missl = await e.search({ brandGroup: ["missl"], rows: 250 });
    expect(missl.records.every((r) => r.brand === "Miss L'")).toBe(true);
    expect(missl.total).toBe(await sqlTotal(handle.db, "sa", { brands: ["missl"] }));
    // A brand filter outside the group (the sa-only brand) replaces the group.
    const atelier = await e.search({ brandGroup: MAIN, filters: { brand: ["atelier"] }, rows: 250 });
    expect(atelier.total).toBeGreaterThan(0);
    expect(atelier.records.every((r) => r.brand === "Atelier")).toBe(true);
  });

  it("shows only what a country's store offers", async () => {
    const [saOnly] = await handle.db
      .select({ sku: t.products.sku })
      .from(t.products)
      .where(eq(t.products.brandKey, "atelier"))
      .limit(1);
    expect((await engine("sa", "en").search({ brandGroup: ["atelier"], query: saOnly!.sku })).total).toBe(1);
    expect((await engine("eg", "en").search({ brandGroup: ["atelier"], query: saOnly!.sku })).total).toBe(0);
    expect((await engine("eg", "en").search({ brandGroup: MAIN, filters: { brand: ["atelier"] } })).total).toBe(0);
    const [hidden] = await handle.db
      .select({ sku: t.products.sku, brand: t.products.brandKey, region: t.regionProducts.region })
      .from(t.regionProducts)
      .innerJoin(t.products, eq(t.products.id, t.regionProducts.productId))
      .where(eq(t.regionProducts.visible, false))
      .limit(1);
    if (hidden)
      expect(
        (await engine(hidden.region as RegionCode, "en").search({ brandGroup: [hidden.brand], query: hidden.sku }))
          .total,
      ).toBe(0);
  });
});

describe("embedded search: text", () => {
  it("finds Arabic names with or without diacritics and with any alef form", async () => {
    const e = engine("sa", "ar");
    const plain = await e.search({ brandGroup: MAIN, query: "خاتم", rows: 250 });
    expect(plain.type).toBe("SEARCH");
    expect(plain.total).toBeGreaterThan(10);
    expect(plain.records.every((r) => r.name.includes("خاتم") || r.name.includes("دبلة"))).toBe(true);
    for (const variant of ["خَاتَم", "الخاتم", "خاتـم"])
      expect((await e.search({ brandGroup: MAIN, query: variant })).total, variant).toBe(plain.total);
    const earrings = await e.search({ brandGroup: MAIN, query: "أقراط" });
    expect(earrings.total).toBeGreaterThan(0);
    for (const variant of ["اقراط", "إقراط"])
      expect((await e.search({ brandGroup: MAIN, query: variant })).total, variant).toBe(earrings.total);
    expect((await e.search({ brandGroup: MAIN, query: "ذهب" })).total).toBe(
      (await e.search({ brandGroup: MAIN, query: "الذهب" })).total,
    );
    expect((await e.search({ brandGroup: MAIN, query: "عيار ١٨" })).total).toBe(
      await sqlTotal(handle.db, "sa", { brands: MAIN, filters: { metal_karat: ["18k"] } }),
    );
  });

  it("matches English stems and tolerates one typo, exact matches first", async () => {
    const e = engine("sa", "en");
    const rings = await e.search({ brandGroup: MAIN, query: "rings", rows: 250 });
    const ringCount = await sqlTotal(handle.db, "sa", { brands: MAIN, filters: { type: ["rings"] } });
    expect(rings.total).toBe(ringCount);
    expect((await e.search({ brandGroup: MAIN, query: "ring" })).total).toBe(ringCount);
    expect((await e.search({ brandGroup: MAIN, query: "rign" })).total).toBe(ringCount);
    const typo = await e.search({ brandGroup: MAIN, query: "earing", rows: 250 });
    expect(typo.total).toBeGreaterThanOrEqual(
      await sqlTotal(handle.db, "sa", { brands: MAIN, filters: { type: ["earrings"] } }),
    );
    expect(typo.records.every((r) => /earring/i.test(r.name))).toBe(true);
    const necklaces = await e.search({ brandGroup: MAIN, query: "necklaces", rows: 250 });
    expect(necklaces.records.every((r) => /necklace/i.test(r.name))).toBe(true);
    expect((await e.search({ brandGroup: MAIN, query: "zzzz qqqq" })).total).toBe(0);
  });

  it("finds products across languages through their labels", async () => {
    const ringCount = await sqlTotal(handle.db, "sa", { brands: MAIN, filters: { type: ["rings"] } });
    expect((await engine("sa", "en").search({ brandGroup: MAIN, query: "خاتم" })).total).toBe(ringCount);
    expect((await engine("sa", "ar").search({ brandGroup: MAIN, query: "rings" })).total).toBe(ringCount);
  });

  it("combines text with filters and facets", async () => {
    const result = await engine("sa", "en").search({
      brandGroup: MAIN,
      query: "ring",
      filters: { metal_karat: ["18k"] },
      rows: 250,
    });
    expect(result.total).toBe(
      await sqlTotal(handle.db, "sa", { brands: MAIN, filters: { type: ["rings"], metal_karat: ["18k"] } }),
    );
    const type = result.facets.find((f) => f.name === "type")!;
    expect(type.options.map((o) => o.value)).toEqual(["rings"]);
  });
});

describe("embedded search: sorting", () => {
  const order = async (sort: SearchRequest["sort"]) =>
    (await engine("sa", "en").search({ brandGroup: MAIN, sort, rows: 250 })).records;
  const facts = async () => {
    const rows = await handle.db
      .select({
        id: t.products.id,
        created: t.products.createdAt,
        reviews: t.products.reviewCount,
        position: t.products.position,
      })
      .from(t.products);
    return new Map(rows.map((r) => [r.id, r]));
  };
  const sorted = <T>(list: T[], compare: (a: T, b: T) => number) => [...list].sort(compare);

  it("sorts by price both ways, ties by id", async () => {
    const asc = await order("price-asc");
    expect(asc).toEqual(sorted(asc, (a, b) => a.price - b.price || a.id - b.id));
    const desc = await order("price-desc");
    expect(desc).toEqual(sorted(desc, (a, b) => b.price - a.price || a.id - b.id));
  });

  it("sorts by name, biggest saving, newest and popularity", async () => {
    const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });
    const alpha = await order("alpha");
    expect(alpha).toEqual(sorted(alpha, (a, b) => collator.compare(a.name, b.name) || a.id - b.id));
    const saving = await order("biggest_saving");
    const pct = (r: { basePrice: number; salePrice: number | null }) =>
      r.salePrice === null ? 0 : Math.round(((r.basePrice - r.salePrice) / r.basePrice) * 100);
    expect(pct(saving[0]!)).toBeGreaterThan(0);
    expect(saving).toEqual(sorted(saving, (a, b) => pct(b) - pct(a) || a.id - b.id));
    const newest = await order("new_in");
    const f = await facts();
    expect(newest).toEqual(
      sorted(newest, (a, b) => f.get(b.id)!.created.getTime() - f.get(a.id)!.created.getTime() || a.id - b.id),
    );
    for (const key of ["best_seller", "relevance", undefined] as const) {
      const popular = await order(key);
      expect(popular).toEqual(
        sorted(
          popular,
          (a, b) =>
            f.get(b.id)!.reviews - f.get(a.id)!.reviews || f.get(a.id)!.position - f.get(b.id)!.position || a.id - b.id,
        ),
      );
    }
  });
});

describe("embedded search: suggestions and recommendations", () => {
  it("completes typed words in both languages, at most 15 of each", async () => {
    const en = await engine("sa", "en").suggest("dia", { brandGroup: MAIN });
    expect(en.autoSuggestions.length).toBeGreaterThan(0);
    expect(en.autoSuggestions.length).toBeLessThanOrEqual(15);
    expect(en.autoSuggestions[0]).toBe("Diamond");
    expect(en.products.length).toBeGreaterThan(0);
    expect(en.products.length).toBeLessThanOrEqual(15);
    expect(en.products.every((p) => /diamond/i.test(p.name))).toBe(true);
    const ar = await engine("sa", "ar").suggest("خا", { brandGroup: MAIN });
    expect(ar.autoSuggestions.some((s) => s.includes("خاتم"))).toBe(true);
    expect(ar.products.every((p) => /[\u0600-\u06FF]/.test(p.name))).toBe(true);
    const typo = await engine("sa", "en").suggest("neckalce", { brandGroup: MAIN });
    expect(typo.autoSuggestions.some((s) => /necklace/i.test(s))).toBe(true);
  });

  it("answers nothing for an empty term and keeps to the brand group", async () => {
    expect(await engine("sa", "en").suggest("   ", { brandGroup: MAIN })).toEqual({
      autoSuggestions: [],
      products: [],
    });
    const missl = await engine("sa", "en").suggest("ring", { brandGroup: ["missl"], limit: 5 });
    expect(missl.products.length).toBeLessThanOrEqual(5);
    expect(missl.products.every((p) => p.brand === "Miss L'")).toBe(true);
    expect(missl.autoSuggestions).not.toContain("Coins & Bars");
    expect((await engine("sa", "en").suggest("Atelier", { brandGroup: MAIN })).autoSuggestions).not.toContain(
      "Atelier",
    );
  });

  it("recommends products like the recently viewed ones, not those themselves", async () => {
    const e = engine("sa", "en");
    const viewed = (await e.search({ brandGroup: MAIN, query: "ring", rows: 2 })).records.map((r) => r.id);
    const recs = await e.recommend(viewed, { brandGroup: MAIN });
    expect(recs.length).toBeGreaterThan(0);
    expect(recs.length).toBeLessThanOrEqual(15);
    expect(recs.some((r) => viewed.includes(r.id))).toBe(false);
    const types = await handle.db
      .select({ type: t.products.type })
      .from(t.products)
      .where(
        inArray(
          t.products.id,
          recs.map((r) => r.id),
        ),
      );
    expect(types.filter((r) => r.type === "rings").length).toBeGreaterThan(recs.length / 2);
    expect(await e.recommend([], { brandGroup: MAIN })).toEqual([]);
    expect(await e.recommend([999_999], { brandGroup: MAIN })).toEqual([]);
  });

  it("shares one build between concurrent first calls", async () => {
    const fresh = createEmbeddedSearch("ae", "ar", { db: handle.db, refreshSeconds: 3600 });
    const [a, b] = await Promise.all([fresh.index(), fresh.index()]);
    expect(a).toBe(b);
    releaseEmbeddedSearch(fresh);
    const [count] = await handle.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(t.regionProducts)
      .where(and(eq(t.regionProducts.region, "ae"), eq(t.regionProducts.visible, true)));
    expect(a.n).toBe(count!.n);
  });
});
