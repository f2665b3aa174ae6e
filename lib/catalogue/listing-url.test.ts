import { describe, expect, it } from "vitest";
import {
  listingPath,
  listingQueryString,
  pageCount,
  parseListingParams,
  parseListingSegments,
  queryRewritePath,
  splitQuerySegment,
  toggleFilter,
} from "./listing-url";

describe("parseListingParams", () => {
  it("reads the English filter names, commas and repeated parameters", () => {
    const state = parseListingParams({
      karat: "18k,21k",
      color: ["rose", "yellow"],
      price: "under-500",
      sort: "price-asc",
      page: "2",
    });
    expect(state.filters).toEqual({
      metal_karat: ["18k", "21k"],
      metal_color: ["rose", "yellow"],
      price: [{ min: 0, max: 500 }],
    });
    expect(state.sort).toBe("price-asc");
    expect(state.page).toBe(2);
  });

  it("reads the Arabic-named equivalents", () => {
    const state = parseListingParams({
      العيار: "21k",
      الحجر: "pearl",
      السعر: "1000-2000",
      الترتيب: "new_in",
      الصفحة: "3",
      بحث: "خاتم",
    });
    expect(state).toEqual({
      query: "خاتم",
      filters: { metal_karat: ["21k"], stone: ["pearl"], price: [{ min: 1000, max: 2000 }] },
      sort: "new_in",
      page: 3,
    });
  });

  it("maps gemstone, charm family, collection, brand, type and category", () => {
    const state = parseListingParams({
      gemstone: "ruby",
      charm_family: "hearts",
      collection: "noor",
      brand: "waves",
      type: "rings",
      category: "gold",
    });
    expect(state.filters).toEqual({
      stone: ["ruby"],
      charm_family: ["hearts"],
      collection: ["noor"],
      brand: ["waves"],
      type: ["rings"],
      category: ["gold"],
    });
  });

  it("drops malformed values, unknown sorts and bad pages instead of failing", () => {
    const state = parseListingParams({ karat: "<script>,18K", price: "cheap", sort: "random", page: "-4" });
    expect(state.filters).toEqual({ metal_karat: ["18k"] });
    expect(state.sort).toBe("relevance");
    expect(state.page).toBe(1);
    expect(parseListingParams({ page: "2.5" }).page).toBe(1);
  });

  it("caps the query length", () => {
    expect(parseListingParams({ q: "x".repeat(300) }).query).toHaveLength(100);
  });
});

describe("listingQueryString", () => {
  it("round-trips a state with English names in a fixed order", () => {
    const state = parseListingParams({ السعر: "50000-above", اللون: "rose", sort: "alpha", page: "2", q: "ring" });
    const qs = listingQueryString(state);
    expect(qs).toBe("?q=ring&color=rose&price=50000-above&sort=alpha&page=2");
    expect(parseListingParams(Object.fromEntries(new URLSearchParams(qs)))).toEqual(state);
  });

  it("is empty for the default state", () => {
    expect(listingQueryString({ filters: {}, sort: "relevance", page: 1, query: "" })).toBe("");
  });
});

describe("toggleFilter", () => {
  it("adds and removes values and restarts paging", () => {
    const base = parseListingParams({ karat: "18k", page: "3" });
    const on = toggleFilter(base, "metal_karat", "21k");
    expect(on.filters.metal_karat).toEqual(["18k", "21k"]);
    expect(on.page).toBe(1);
    const off = toggleFilter(toggleFilter(on, "metal_karat", "18k"), "metal_karat", "21k");
    expect(off.filters).toEqual({});
  });

  it("toggles price bands by segment", () => {
    const on = toggleFilter(parseListingParams({}), "price", "500-1000");
    expect(on.filters.price).toEqual([{ min: 500, max: 1000 }]);
    expect(toggleFilter(on, "price", "500-1000").filters.price).toBeUndefined();
  });
});

describe("listing path segments", () => {
  it("takes a price segment only in last place", () => {
    expect(parseListingSegments(["rings", "under-500"])).toEqual({
      categories: ["rings"],
      priceRange: { min: 0, max: 500 },
    });
    expect(parseListingSegments(["gold", "500-1000"])).toEqual({
      categories: ["gold"],
      priceRange: { min: 500, max: 1000 },
    });
    expect(parseListingSegments(["diamond", "rings"])).toEqual({ categories: ["diamond", "rings"], priceRange: null });
    expect(parseListingSegments(["50000-above"])).toEqual({ categories: [], priceRange: { min: 50000, max: null } });
    expect(parseListingSegments(["under-500", "rings"])).toBeNull();
  });

  it("rejects paths that are too deep or not slugs", () => {
    expect(parseListingSegments(["a", "b", "c", "d", "e"])).toBeNull();
    expect(parseListingSegments(["ri ngs"])).toBeNull();
  });

  it("builds paths back", () => {
    expect(listingPath("uae", ["gold"], { min: 500, max: 1000 })).toBe("/uae/gold/500-1000");
    expect(listingPath("product-listing-page", [], null)).toBe("/product-listing-page");
  });

  it("counts pages of 40", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(40)).toBe(1);
    expect(pageCount(41)).toBe(2);
  });
});

describe("query segment rewrite", () => {
  it("puts the canonical query into one path segment and reads it back", () => {
    const path = queryRewritePath(
      "/ar-sa/product-listing-page/rings",
      new URLSearchParams("العيار=21k&sort=price-asc&utm_source=x&_rsc=1"),
    );
    expect(path).toBe("/ar-sa/product-listing-page/rings/_q/karat%3D21k%26sort%3Dprice-asc");
    const segments = path!.split("/").slice(3).map(decodeURIComponent);
    const { segments: rest, params } = splitQuerySegment(segments.map((s) => encodeURIComponent(s)));
    expect(rest).toEqual(["rings"]);
    expect(parseListingParams(params)).toEqual(parseListingParams({ karat: "21k", sort: "price-asc" }));
  });

  it("leaves addresses without listing state alone", () => {
    expect(queryRewritePath("/en-sa/uae", new URLSearchParams("utm_source=mail&_rsc=abc"))).toBeNull();
    expect(splitQuerySegment(["rings", "under-500"])).toEqual({ segments: ["rings", "under-500"], params: {} });
  });

  it("reads a segment Next has already decoded once, keeping an encoded search term intact", () => {
    const path = queryRewritePath("/en-sa/product-listing-page", new URLSearchParams({ q: "rings & 50%" }))!;
    const once = decodeURIComponent(path.split("/").at(-1)!);
    expect(parseListingParams(splitQuerySegment(["_q", once]).params).query).toBe("rings & 50%");
    expect(parseListingParams(splitQuerySegment(["_q", path.split("/").at(-1)!]).params).query).toBe("rings & 50%");
  });

  it("treats a mangled segment as no state", () => {
    expect(splitQuerySegment(["rings", "_q", "%E0%A4%A"]).params).toEqual({});
  });
});
