import { describe, expect, it } from "vitest";
import { buildStrapiStore } from "@/tests/msw/strapi-fixtures";
import { header as narrowHeader } from "../regional";
import * as map from "./map";
import * as s from "./schema";

/**
 * The mapper's edges the embedded content does not reach (the round trip through the msw Strapi
 * covers the rest, lib/content/strapi/strapi.test.ts).
 */
const BASE = "https://cms.lumina.test";
const store = await buildStrapiStore(BASE);
const headerDoc = () => s.strapiHeader.parse(structuredClone(store.single.header.en));
const homeDoc = () => s.strapiBrandHome.parse(structuredClone(store.collection["brand-homes"].en[0]));

describe("Strapi mapper", () => {
  it("opens a link in a new tab only when the editor ticked it", () => {
    const doc = headerDoc();
    doc.L1_Navigation_Items[0]!.Open_In_New_Tab = true;
    doc.L1_Navigation_Items[0]!.L2_Navigation_Items[0]!.Open_In_New_Tab = true;
    const [first, second] = map.header(doc, BASE).navigation;
    expect(first).toMatchObject({ newTab: true });
    expect(first!.children![0]).toMatchObject({ newTab: true });
    expect(first!.children![1]).not.toHaveProperty("newTab");
    expect(second).not.toHaveProperty("newTab");
  });

  it("shows an entry whose countries are all unticked nowhere, and one without the component everywhere", () => {
    const doc = headerDoc();
    doc.L1_Navigation_Items[0]!.Countries = { id: 1, sa: false, ae: false, eg: false };
    const regional = map.header(doc, BASE);
    expect(regional.navigation[0]!.regions).toEqual([]);
    expect(narrowHeader(regional, "sa").navigation[0]!.text).toBe(doc.L1_Navigation_Items[1]!.Title);
    expect(regional.navigation[1]).not.toHaveProperty("regions");
  });

  it("resolves /uploads media against the Strapi address and keeps a CDN's absolute address", () => {
    const doc = headerDoc();
    expect(map.header(doc, `${BASE}/`).logo.src).toBe(`${BASE}${doc.Logo.url}`);
    doc.Logo.url = "https://media.lumina-cdn.test/logo_abc.svg";
    expect(map.header(doc, BASE).logo.src).toBe("https://media.lumina-cdn.test/logo_abc.svg");
    expect(() => s.strapiMedia.parse({ ...doc.Logo, url: "javascript:alert(1)" })).toThrow(/uploads/);
  });

  it("reads a product rail's comma-separated facets, sale flag and sort", () => {
    const doc = homeDoc();
    doc.Sections = [
      {
        id: 1,
        __component: "home.product-rail",
        Title: "Sale",
        Brands: "missl, waves",
        Types: " rings ,",
        Collections: null,
        On_Sale: true,
        Sort: "price_desc",
        CTA: null,
        Countries: null,
      },
    ];
    expect(map.brandHome(doc, BASE).sections).toEqual([
      {
        kind: "product-rail",
        title: "Sale",
        query: { brands: ["missl", "waves"], types: ["rings"], onSale: true, sort: "price-desc" },
      },
    ]);
  });

  it("refuses a link an editor typed as javascript:, and a colour that is not one", () => {
    const doc = structuredClone(store.single.header.en) as {
      L1_Navigation_Items: { URL: string }[];
      Promo_Bar: { Text_Color: string }[];
    };
    doc.L1_Navigation_Items[0]!.URL = "javascript:alert(1)";
    doc.Promo_Bar[0]!.Text_Color = "white";
    const issues = s.strapiHeader.safeParse(doc).error?.issues.map((i) => i.path.join("."));
    expect(issues).toEqual(expect.arrayContaining(["L1_Navigation_Items.0.URL", "Promo_Bar.0.Text_Color"]));
  });

  it("maps help-centre topics and country-only paragraphs", () => {
    const [entry] = map.helpCentre([
      s.strapiHelpCentreEntry.parse({
        ...store.collection["help-centre-entries"].en[0],
        Topic: "gold_coins_bars",
        Answer: [
          { id: 1, Text: "Everywhere.", Countries: null },
          { id: 2, Text: "Only ae.", Countries: { id: 3, sa: false, ae: true, eg: false } },
        ],
      }),
    ]).entries;
    expect(entry).toMatchObject({
      topic: "gold-coins-bars",
      answer: ["Everywhere.", { text: "Only ae.", regions: ["ae"] }],
    });
  });
});
