import { describe, expect, it } from "vitest";
import type { BcProductCard } from "./catalogue-documents";
import { categoriesOf, mapProduct, mapSummary } from "./catalogue-map";

const edges = <T>(list: T[]) => ({ edges: list.map((node) => ({ node })) });
const money = (value: number) => ({ value, currencyCode: "SAR" });

const card: BcProductCard = {
  entityId: 7,
  sku: "MSL-CHM-7",
  name: "Heart Charm",
  path: "/charms/heart-charm/",
  brand: { name: "Miss L'", path: "/brands/miss-l/" },
  prices: { price: money(300), salePrice: money(300), basePrice: money(300) },
  inventory: { isInStock: true, hasVariantInventory: false, aggregated: null },
  reviewSummary: { summationOfRatings: 9, numberOfReviews: 2 },
  defaultImage: null,
  images: edges([
    { url: "https://cdn11.bigcommerce.com/s-x/images/stencil/1280w/products/7/1/a.jpg", altText: "Heart" },
  ]),
  categories: edges([{ entityId: 30, name: "Charms", path: "/jewellery/charms/" }]),
  customFields: edges([
    { entityId: 1, name: "Brand key", value: "missl" },
    { entityId: 2, name: "Metal", value: "Silver" },
    { entityId: 3, name: "Charm family", value: "hearts" },
    { entityId: 4, name: "Created at", value: "2026-01-02T00:00:00.000Z" },
  ]),
  metafields: edges([
    { key: "name", value: "تعويذة قلب" },
    { key: "metal", value: "فضة" },
  ]),
};

describe("BigCommerce catalogue mapping", () => {
  it("takes Arabic texts from the ar metafields and the store's text where none is given", () => {
    const ar = mapSummary(card, "ar")!;
    expect(ar).toMatchObject({
      name: "تعويذة قلب",
      metal: "فضة",
      brand: { key: "missl", name: "Miss L'" },
      charmFamily: "hearts",
    });
    expect(mapSummary(card, "en")).toMatchObject({ name: "Heart Charm", metal: "Silver" });
  });

  it("reads facets from custom fields, the type from the first category, and no sale at the base price", () => {
    const en = mapSummary(card, "en")!;
    expect(en).toMatchObject({
      type: "charms",
      karat: null,
      createdAt: "2026-01-02T00:00:00.000Z",
      path: "heart-charm-sku-msl-chm-7",
    });
    expect(en.prices.salePrice).toBeNull();
    expect(en.defaultImage?.altText).toBe("Heart");
  });

  it("reads a null aggregate as stock not counted: in stock while the store says so, no figure, never 0", () => {
    const en = mapSummary(card, "en")!;
    expect(en.inventory).toEqual({
      isInStock: true,
      hasVariantInventory: false,
      aggregated: { availableToSell: null, warningLevel: 0 },
    });
    const product = mapProduct(
      {
        ...card,
        description: "<p>Heart</p>",
        plainTextDescription: "Heart",
        variants: edges([
          {
            entityId: 71,
            sku: "MSL-CHM-7",
            inventory: { isInStock: true, aggregated: null },
            productOptions: edges([]),
          },
          {
            entityId: 72,
            sku: "MSL-CHM-7-B",
            inventory: { isInStock: false, aggregated: null },
            productOptions: edges([]),
          },
          {
            entityId: 73,
            sku: "MSL-CHM-7-C",
            inventory: { isInStock: true, aggregated: { availableToSell: 4 } },
            productOptions: edges([]),
          },
        ]),
      },
      "en",
    )!;
    expect(product.variants.map((v) => v.inventory)).toEqual([
      { isInStock: true, availableToSell: null },
      { isInStock: false, availableToSell: null },
      { isInStock: true, availableToSell: 4 },
    ]);
  });

  it("leaves out a product without prices in the country's currency", () => {
    expect(mapSummary({ ...card, prices: null }, "en")).toBeNull();
  });

  it("derives categories and their parents from the paths", () => {
    expect(categoriesOf([card, card])).toEqual([{ id: 30, slug: "charms", name: "Charms", parentSlug: "jewellery" }]);
  });
});
