import { describe, expect, it } from "vitest";
import { contractIssues, klevuResponseSchema } from "@/tests/contracts/klevu/schemas";
import { SearchUnavailableError } from "../errors";
import { resultOf, suggestionTexts, toFacets, toRecord, type Where } from "./response";
import type { KlevuRecord, KlevuResponse } from "./vendor";

const en: Where = { lang: "en", region: "sa", currency: "SAR" };
const ar: Where = { lang: "ar", region: "sa", currency: "SAR" };
const ring: KlevuRecord = {
  id: "1201-7",
  itemGroupId: "1201",
  sku: "LR-1201",
  name: "Noor 18K Gold Ring",
  name_ar: "خاتم نور ذهب عيار 18",
  url: "https://www.lumina.example/p/noor-18k-gold-ring-sku-lr-1201",
  imageUrl: "https://cdn.example/1201.jpg",
  price: "2400.00",
  salePrice: "1800.00",
  currency: "SAR",
  brand: "main",
};

describe("Klevu answers as ours", () => {
  it("maps a record: the product id, list and sale price from strings, the name in the page's language", () => {
    expect(toRecord(ring, en)).toEqual({
      id: 1201,
      sku: "LR-1201",
      path: "noor-18k-gold-ring-sku-lr-1201",
      name: "Noor 18K Gold Ring",
      brand: "Lumina",
      imageUrl: "https://cdn.example/1201.jpg",
      price: 1800,
      salePrice: 1800,
      basePrice: 2400,
      currency: "SAR",
    });
    expect(toRecord(ring, ar)).toMatchObject({ name: "خاتم نور ذهب عيار 18", brand: "لومينا" });
  });

  it("has no sale price when the selling price is the list price, and builds a path when the URL is not ours", () => {
    const plain = toRecord(
      {
        id: "88",
        sku: "WB-88",
        name: "Tides Silver Bangle",
        url: "https://store.example/tides-bangle/",
        image: "https://cdn.example/88.jpg",
        price: "350",
        salePrice: "350",
      },
      en,
    )!;
    expect(plain).toMatchObject({
      id: 88,
      price: 350,
      salePrice: null,
      basePrice: 350,
      path: "tides-silver-bangle-sku-wb-88",
      imageUrl: "https://cdn.example/88.jpg",
      currency: "SAR",
    });
    expect(toRecord({ id: "klevu-cms-3", name: "Help" }, en)).toBeNull();
  });

  it("labels facet options from the catalogue's vocabulary, keeps selected ones, and counts price bands", () => {
    const facets = toFacets(
      [
        {
          key: "metal_color",
          label: "Metal colour",
          type: "OPTIONS",
          options: [
            { name: "yellow-white", value: "yellow-white", count: 4, selected: true },
            { name: "rose", value: "rose", count: 9, selected: false },
          ],
        },
        {
          key: "type",
          label: "Type",
          type: "OPTIONS",
          options: [{ name: "Rings (Klevu)", value: "rings", count: 3, selected: false }],
        },
        { key: "klevu_price", label: "Price", type: "SLIDER", min: "0", max: "9000", start: null, end: null },
      ],
      { metal_color: ["yellow-white", "white-rose"], price: [{ min: 500, max: 1000 }] },
      {
        ranges: [
          { min: 0, max: 500 },
          { min: 500, max: 1000 },
          { min: 1000, max: 2000 },
        ],
        counts: [2, 0, 5],
      },
      ar,
    );
    expect(facets.map((f) => f.name)).toEqual([
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
    const byName = Object.fromEntries(facets.map((f) => [f.name, f.options]));
    expect(byName.metal_color).toEqual([
      { value: "yellow-white", label: "أصفر وأبيض", count: 4, selected: true },
      { value: "rose", label: "وردي", count: 9, selected: false },
      { value: "white-rose", label: "أبيض ووردي", count: 0, selected: true },
    ]);
    expect(byName.type).toEqual([{ value: "rings", label: "Rings (Klevu)", count: 3, selected: false }]);
    expect(byName.category).toEqual([]);
    expect(byName.price!.map((o) => [o.value, o.count, o.selected])).toEqual([
      ["under-500", 2, false],
      ["500-1000", 0, true],
      ["1000-2000", 5, false],
    ]);
  });

  it("strips the highlight from auto-suggestions, once each, up to the limit", () => {
    const response: KlevuResponse = {
      meta: { qTime: 1, responseCode: 200 },
      suggestionResults: [
        {
          id: "s",
          suggestions: [
            { suggest: "<b>gol</b>d ring" },
            { suggest: "<b>Gol</b>d Ring" },
            { suggest: "<b>gol</b>d ring" },
            { suggest: "rose <b>gol</b>d" },
          ],
        },
      ],
    };
    expect(contractIssues(klevuResponseSchema, response)).toEqual([]);
    expect(suggestionTexts(response, "s", 15)).toEqual(["gold ring", "Gold Ring", "rose gold"]);
    expect(suggestionTexts(response, "s", 1)).toEqual(["gold ring"]);
    expect(suggestionTexts(response, "other", 15)).toEqual([]);
  });

  it("treats an answer without the asked query as an outage, not as no results", () => {
    expect(() => resultOf({ meta: { qTime: 1, responseCode: 200 }, queryResults: [] }, "listing")).toThrow(
      SearchUnavailableError,
    );
  });
});
