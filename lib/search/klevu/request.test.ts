import { describe, expect, it } from "vitest";
import { contractIssues, klevuRequestSchema } from "@/tests/contracts/klevu/schemas";
import type { SearchRequest } from "../types";
import { MAX_BODY_BYTES, packQueries } from "./client";
import { bandQueries, brandCondition, listingQuery, recommendQuery, suggestQueries } from "./request";
import type { KlevuRecordQuery } from "./vendor";

const MAIN = ["main", "instyle", "waves", "missl"];
const valid = (recordQueries: KlevuRecordQuery[]) =>
  contractIssues(klevuRequestSchema, { context: { apiKeys: ["klevu-1"] }, recordQueries });
const applied = (q: KlevuRecordQuery) =>
  Object.fromEntries((q.filters?.applyFilters?.filters ?? []).map((f) => [f.key, f.values]));

describe("Klevu record queries", () => {
  it("sends a term as SEARCH and a category path without one as CATNAV, paged by limit and offset", () => {
    const search = listingQuery({ query: " gold ring ", brandGroup: MAIN, pageNum: 2, rows: 24 }, "en");
    expect(search).toMatchObject({
      typeOfRequest: "SEARCH",
      settings: {
        query: { term: "gold ring" },
        limit: 24,
        offset: 48,
        sort: "RELEVANCE",
        typeOfRecords: ["KLEVU_PRODUCT"],
      },
    });
    const catnav = listingQuery({ brandGroup: MAIN, categoryPath: ["gold", "rings"] }, "ar");
    expect(catnav).toMatchObject({
      typeOfRequest: "CATNAV",
      settings: {
        query: { categoryPath: "gold;rings" },
        limit: 40,
        offset: 0,
        searchPrefs: ["includeCategoryFilterInCatNav"],
      },
    });
    expect(catnav.settings!.query).not.toHaveProperty("term");
    // Neither: everything in the brand group, through Klevu's match-all term.
    expect(listingQuery({ brandGroup: MAIN }, "en")).toMatchObject({
      typeOfRequest: "SEARCH",
      settings: { query: { term: "*" } },
    });
    expect(listingQuery({ brandGroup: MAIN, rows: 5000, pageNum: -3 }, "en").settings).toMatchObject({
      limit: 250,
      offset: 0,
    });
  });

  it("maps every storefront sort as the spec does, biggest saving and Arabic A-Z as advanced sorts", () => {
    const sort = (key: SearchRequest["sort"], lang: "en" | "ar" = "en") => {
      const { sort: s, advancedSorting } = listingQuery({ brandGroup: MAIN, sort: key }, lang).settings!;
      return advancedSorting ? [s, advancedSorting] : s;
    };
    expect(sort("alpha")).toBe("NAME_ASC");
    expect(sort("price-desc")).toBe("PRICE_DESC");
    expect(sort("price-asc")).toBe("PRICE_ASC");
    expect(sort("best_seller")).toBe("RELEVANCE");
    expect(sort("new_in")).toBe("NEW_ARRIVAL_DESC");
    expect(sort(undefined)).toBe("RELEVANCE");
    expect(sort("biggest_saving")).toEqual([
      "ADVANCED_SORT",
      [{ type: "FIELD", key: "salePercentage", order: "DESC" }],
    ]);
    expect(sort("alpha", "ar")).toEqual(["ADVANCED_SORT", [{ type: "FIELD", key: "name_ar", order: "ASC" }]]);
  });

  it("applies the facets as multi-select filters: Multicolored expanded, diamonds apart, the path's price range", () => {
    const q = listingQuery(
      {
        brandGroup: MAIN,
        priceRange: { min: 500, max: 1000 },
        filters: { metal_color: ["Multicolored", "yellow"], stone: ["diamond", "pearl"], metal_karat: ["18K"] },
      },
      "en",
    );
    expect(applied(q)).toEqual({
      metal_karat: ["18k"],
      metal_color: ["yellow-white", "yellow-rose", "white-rose", "yellow-white-rose", "yellow"],
      diamonds: ["diamond"],
      stone: ["pearl"],
      klevu_price: ["500 - 1000"],
    });
    expect(q.filters!.applyFilters!.filters.every((f) => f.settings?.singleSelect === false)).toBe(true);
    expect(q.filters!.filtersToReturn).toEqual({
      enabled: true,
      include: [
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
      ],
      options: { order: "INDEX", limit: 500 },
    });
  });

  it("restricts to the page's brands, or to a selected brand outside them", () => {
    expect(brandCondition(MAIN, undefined)).toEqual({
      groupOperator: "ALL_OF",
      conditions: [{ key: "brand", valueOperator: "INCLUDE", singleSelect: false, values: MAIN }],
    });
    expect(brandCondition(MAIN, ["atelier"])!.conditions[0]!.values).toEqual(["atelier"]);
    expect(brandCondition(MAIN, ["waves"])!.conditions[0]!.values).toEqual(MAIN);
    expect(brandCondition([], undefined)).toBeUndefined();
  });

  it("counts each price band with a one-record query: other filters kept, the band within the path's range", () => {
    const bands = bandQueries({
      brandGroup: MAIN,
      priceRange: { min: 0, max: 1500 },
      filters: { type: ["rings"], price: [{ min: 500, max: 1000 }] },
    });
    expect(bands.map((b) => b.band)).toHaveLength(8);
    const [under500, to1000, to2000, to4000] = bands;
    expect(applied(under500!.query!)).toEqual({ type: ["rings"], klevu_price: ["10 - 500"] });
    expect(applied(to1000!.query!)).toEqual({ type: ["rings"], klevu_price: ["500 - 1000"] });
    expect(applied(to2000!.query!)).toEqual({ type: ["rings"], klevu_price: ["1000 - 1500"] });
    expect(to4000!.query).toBeNull();
    expect(under500!.query!.settings).toMatchObject({ limit: 1, fields: ["id"] });
    // A selected range that is not a band gets a count of its own.
    expect(bandQueries({ brandGroup: MAIN, filters: { price: [{ min: 700, max: 900 }] } }).at(-1)!.band).toEqual({
      min: 700,
      max: 900,
    });
  });

  it("asks for 15 suggestions and 15 products, and recommendations personalised on the brand without the viewed ones", () => {
    const { suggestions, recordQueries } = suggestQueries("gol", ["missl"], 15);
    expect(suggestions).toEqual([
      { id: "autosuggestions", typeOfRequest: "AUTO_SUGGESTIONS", query: "gol", limit: 15 },
    ]);
    expect(recordQueries[0]!.settings).toMatchObject({ query: { term: "gol" }, limit: 15 });
    const recs = recommendQuery([7, 9], MAIN, 8);
    expect(recs.settings).toMatchObject({
      query: { term: "*" },
      personalisation: { enablePersonalisation: true, fields: ["brand"] },
      context: { recentObjects: [{ typeOfRecord: "KLEVU_PRODUCT", records: [{ id: "7" }, { id: "9" }] }] },
      excludeIds: [
        { key: "itemGroupId", value: "7" },
        { key: "itemGroupId", value: "9" },
      ],
    });
    expect(contractIssues(klevuRequestSchema, { context: { apiKeys: ["k"] }, suggestions, recordQueries })).toEqual([]);
  });

  it("builds requests that hold the committed schema, and the schema refuses a wrong one", () => {
    const request: SearchRequest = {
      query: "ring",
      brandGroup: MAIN,
      categoryPath: ["gold"],
      priceRange: { min: 0, max: 2000 },
      filters: { metal_color: ["Multicolored"], price: [{ min: 1000, max: 2000 }] },
      sort: "biggest_saving",
    };
    const queries = [
      listingQuery(request, "ar"),
      ...bandQueries(request).flatMap((b) => (b.query ? [b.query] : [])),
      recommendQuery([1], MAIN, 4),
    ];
    expect(valid(queries)).toEqual([]);
    const wrong = {
      ...queries[0]!,
      settings: { ...queries[0]!.settings, sort: "PRICE" },
    } as unknown as KlevuRecordQuery;
    expect(valid([wrong]).join()).toMatch(/settings\.sort/);
  });

  it("packs record queries into requests under Klevu's 8 KB limit, in order", () => {
    const big = Array.from({ length: 40 }, (_, i) =>
      listingQuery(
        {
          query: `term ${i}`,
          brandGroup: MAIN,
          filters: { collection: Array.from({ length: 20 }, (_, j) => `collection-${j}`) },
        },
        "en",
      ),
    );
    const packed = packQueries("klevu-1", big);
    expect(packed.length).toBeGreaterThan(1);
    for (const body of packed) expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThanOrEqual(MAX_BODY_BYTES);
    expect(packed.flatMap((b) => b.recordQueries!.map((q) => q.settings!.query!.term))).toEqual(
      big.map((q) => q.settings!.query!.term),
    );
    expect(packQueries("klevu-1", big.slice(0, 2))).toHaveLength(1);
  });
});
