import { describe, expect, it } from "vitest";
import { PRICE_RANGE_FALLBACK } from "@/lib/constants";
import { expandMetalColors, isMulticolored, normalizeFilters, priceRanges, toFacetExpressions } from "./facets";
import { priceBandLabel } from "./price-labels";
import { serviceSort } from "./sort";
import { SORT_KEYS } from "./types";

const COMBOS = ["yellow-white", "yellow-rose", "white-rose", "yellow-white-rose"];

describe("Multicolored", () => {
  it("is recognised by slug, English and Arabic names", () => {
    for (const v of ["multicolored", "Multicolored", "Multicolour", "multi-colour", "متعدد الألوان", "مُتعدد الالوان"])
      expect(isMulticolored(v), v).toBe(true);
    expect(isMulticolored("yellow")).toBe(false);
  });

  it("expands to the four gold colour combinations, keeping other colours", () => {
    expect(expandMetalColors(["Multicolored"])).toEqual(COMBOS);
    expect(expandMetalColors(["متعدد الألوان"])).toEqual(COMBOS);
    expect(expandMetalColors(["yellow", "multicolour", "white-rose"])).toEqual(["yellow", ...COMBOS]);
  });
});

describe("filters to facet expressions", () => {
  it("keeps diamonds as a separate facet and the other stones under stone", () => {
    const filters = normalizeFilters({ stone: ["diamond", "Ruby", "lab-grown-diamond"], diamonds: ["diamond"] });
    expect(filters.diamonds).toEqual(["diamond", "lab-grown-diamond"]);
    expect(filters.stone).toEqual(["ruby"]);
    expect(toFacetExpressions({ filters: { stone: ["pearl"], diamonds: ["lab-grown-diamond"] } })).toEqual([
      { key: "diamonds", values: ["lab-grown-diamond"] },
      { key: "stone", values: ["pearl"] },
    ]);
  });

  it("translates every facet, Multicolored included, and drops empty ones", () => {
    const expressions = toFacetExpressions({
      filters: {
        metal_color: ["متعدد الألوان"],
        metal_karat: ["18K", "18k"],
        brand: ["waves"],
        type: [],
        category: [" rings "],
      },
    });
    expect(expressions).toEqual([
      { key: "category", values: ["rings"] },
      { key: "brand", values: ["waves"] },
      { key: "metal_karat", values: ["18k"] },
      { key: "metal_color", values: COMBOS },
    ]);
  });

  it("sends the price as klevu_price ranges, path range intersected with the selected bands", () => {
    expect(toFacetExpressions({ priceRange: { min: 0, max: 500 } })).toEqual([
      { key: "klevu_price", values: ["10 - 500"] },
    ]);
    expect(toFacetExpressions({ filters: { price: [{ min: 50000, max: null }] } })).toEqual([
      { key: "klevu_price", values: ["50000 - 9999999"] },
    ]);
    expect(
      toFacetExpressions({
        priceRange: { min: 800, max: 5000 },
        filters: {
          price: [
            { min: 500, max: 1000 },
            { min: 4000, max: 8000 },
            { min: 30000, max: 50000 },
          ],
        },
      }),
    ).toEqual([{ key: "klevu_price", values: ["800 - 1000", "4000 - 5000"] }]);
  });

  it("clamps through the price helper with the 10-9999999 fallback", () => {
    expect(priceRanges(null, undefined)).toBeNull();
    expect(priceRanges({ min: 0, max: null }, undefined)).toEqual([
      { min: PRICE_RANGE_FALLBACK.min, max: PRICE_RANGE_FALLBACK.max },
    ]);
    expect(priceRanges({ min: 5, max: 99_999_999 }, undefined)).toEqual([{ min: 10, max: 9_999_999 }]);
    expect(priceRanges({ min: 0, max: 400 }, [{ min: 1000, max: 2000 }])).toEqual([]);
  });
});

describe("sort mapping", () => {
  it("maps the storefront keys to the service's sorts", () => {
    expect(serviceSort("alpha")).toBe("NAME_ASC");
    expect(serviceSort("price-desc")).toBe("PRICE_DESC");
    expect(serviceSort("price-asc")).toBe("PRICE_ASC");
    expect(serviceSort("best_seller")).toBe("RELEVANCE");
    expect(serviceSort("biggest_saving")).toBe("ADVANCED_SORT");
    expect(serviceSort("new_in")).toBe("NEW_ARRIVAL_DESC");
    expect(serviceSort("relevance")).toBe("RELEVANCE");
    expect(serviceSort(undefined)).toBe("RELEVANCE");
    expect(serviceSort("toString")).toBe("RELEVANCE");
    expect(SORT_KEYS.map(serviceSort)).toHaveLength(7);
  });
});

describe("price band labels", () => {
  it("formats with the region's currency in both languages", () => {
    expect(priceBandLabel({ min: 0, max: 500 }, "en", "sa", "SAR")).toMatch(/^Under SAR\s500$/);
    expect(priceBandLabel({ min: 500, max: 1000 }, "en", "ae", "AED")).toMatch(/AED\s500 – AED\s1,000/);
    expect(priceBandLabel({ min: 50000, max: null }, "en", "eg", "EGP")).toMatch(/50,000 and above$/);
    const ar = priceBandLabel({ min: 0, max: 500 }, "ar", "sa", "SAR");
    expect(ar.startsWith("أقل من")).toBe(true);
    expect(ar).toMatch(/[\u0660-\u0669]|500/);
  });
});
