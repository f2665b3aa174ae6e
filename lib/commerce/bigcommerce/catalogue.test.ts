import { describe, expect, it, vi } from "vitest";
import { withBigCommerceFake } from "./test-fake";
import { UpstreamError, UPSTREAM_TIMEOUT_MS } from "@/lib/http/upstream";
import { imageAtWidth } from "../image-width";
import { createBigCommerceCatalogue } from "./catalogue";
import { BigCommerceGraphQLError } from "./clients";
import { createBigCommerceCommerce } from "./index";
import { fakeStoreClients } from "./test-clients";

/** The catalogue adapter against the fake stores: mapping, batching, and what an outage does. */
const fake = withBigCommerceFake();

const catalogue = (region: "sa" | "ae" | "eg") => createBigCommerceCatalogue(fakeStoreClients(region));
const graphqlRequests = () => fake.requests.filter((r) => r.operation === "graphql");

describe("BigCommerce catalogue", () => {
  it("maps a product with sizes: path, prices, stock per variant, images and facets", async () => {
    fake.stores.sa.setStock(1012, 4);
    const ring = await catalogue("sa").getProductBySku("lum-rng-101", "en");
    expect(ring).toMatchObject({
      entityId: 101,
      sku: "LUM-RNG-101",
      path: "solitaire-diamond-ring-sku-lum-rng-101",
      name: "Solitaire Diamond Ring",
      brand: { key: "lumina-fine", name: "Lumina Fine" },
      type: "rings",
      categories: [{ slug: "rings", name: "Rings" }],
      prices: {
        price: { value: 8950, currencyCode: "SAR" },
        salePrice: null,
        basePrice: { value: 8950, currencyCode: "SAR" },
      },
      inventory: { isInStock: true, hasVariantInventory: true, aggregated: { availableToSell: 7 } },
    });
    expect(ring!.variants).toEqual([
      {
        entityId: 1011,
        sku: "LUM-RNG-101-52",
        options: [{ name: "Ring size", value: "52" }],
        inventory: { isInStock: true, availableToSell: 3 },
      },
      {
        entityId: 1012,
        sku: "LUM-RNG-101-54",
        options: [{ name: "Ring size", value: "54" }],
        inventory: { isInStock: true, availableToSell: 4 },
      },
      {
        entityId: 1013,
        sku: "LUM-RNG-101-56",
        options: [{ name: "Ring size", value: "56" }],
        inventory: { isInStock: false, availableToSell: 0 },
      },
    ]);
    expect(ring!.images).toHaveLength(2);
    const url = ring!.defaultImage!.url;
    expect(url).toBe(
      "https://cdn11.bigcommerce.com/s-lumsa7k2q/images/stencil/1280w/products/101/1001/solitaire-diamond-ring__front.jpg?c=1",
    );
    // The CDN's own address at 320 (what `url(width: 320)` answers).
    expect(imageAtWidth(url, 320)).toBe(
      "https://cdn11.bigcommerce.com/s-lumsa7k2q/images/stencil/320w/products/101/1001/solitaire-diamond-ring__front.jpg?c=1",
    );
    expect(ring!.plainTextDescription).toBe("A 0.5 ct round brilliant diamond on an 18k white gold band.");
  });

  it("serves a piece whose stock the store does not track as in stock with no figure", async () => {
    const pendant = await catalogue("ae").getProductBySku("LUM-NCK-107", "en");
    expect(pendant!.inventory).toEqual({
      isInStock: true,
      hasVariantInventory: false,
      aggregated: { availableToSell: null, warningLevel: 0 },
    });
    expect(pendant!.variants.map((v) => v.inventory)).toEqual([{ isInStock: true, availableToSell: null }]);
    const [card] = await catalogue("ae").getProductsByIds([107], "en");
    expect(card!.inventory.aggregated.availableToSell).toBeNull();
  });

  it("keeps a sale price below the base price, in the country's currency", async () => {
    const [pearl] = await catalogue("eg").getProductsByIds([102], "ar");
    expect(pearl!.prices).toEqual({
      price: { value: 15800, currencyCode: "EGP" },
      salePrice: { value: 15800, currencyCode: "EGP" },
      basePrice: { value: 19200, currencyCode: "EGP" },
    });
    // No Arabic metafield in the fake store: the store's text stands in.
    expect(pearl!.name).toBe("Pearl Drop Earrings");
  });

  it("does not answer a variant's sku as a product page", async () => {
    expect(await catalogue("sa").getProductBySku("LUM-RNG-101-52", "en")).toBeNull();
    expect(await catalogue("sa").getProductPath("LUM-RNG-101-52")).toBeNull();
  });

  it("asks for ids in batches of 40 and answers in the caller's order", async () => {
    const ids = [...Array.from({ length: 55 }, (_, i) => 9000 + i), 104, 101, 103];
    const found = await catalogue("ae").getProductsByIds(ids, "en");
    expect(found.map((p) => p.entityId)).toEqual([104, 101, 103]);
    const batches = graphqlRequests().map(
      (r) => (r.body as { variables: { entityIds: number[] } }).variables.entityIds.length,
    );
    expect(batches).toEqual([40, 18]);
  });

  it("filters the channel's products for rails, reading the catalogue once", async () => {
    const sa = catalogue("sa");
    const sale = await sa.listProducts({ onSale: true }, "en");
    expect(sale.items.map((p) => p.sku)).toEqual(["LUM-EAR-102"]);
    const fine = await sa.listProducts({ brands: ["lumina-fine"], inStockOnly: true, sort: "price-desc" }, "en");
    expect(fine.items.map((p) => p.entityId)).toEqual([103, 101, 104, 106]);
    expect((await sa.getCategories("en")).map((c) => c.slug)).toEqual(["rings", "earrings", "bracelets", "necklaces"]);
    expect(graphqlRequests()).toHaveLength(1);
  });

  it("lists store locations from the files: boutiques in sa and eg, none in ae", async () => {
    const sa = await catalogue("sa").getStoreLocations("ar");
    expect(sa.length).toBeGreaterThan(3);
    expect(sa[0]!.name).toMatch(/[\u0600-\u06FF]/);
    expect(await catalogue("ae").getStoreLocations("en")).toEqual([]);
    expect(fake.requests).toEqual([]);
  });

  it("turns a GraphQL error code into a typed error", async () => {
    fake.failNext("sa", { kind: "graphql-error", code: "INSUFFICIENT_ACCESS_SCOPE" });
    const error = await catalogue("sa")
      .getProductBySku("LUM-RNG-101", "en")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BigCommerceGraphQLError);
    expect((error as BigCommerceGraphQLError).code).toBe("INSUFFICIENT_ACCESS_SCOPE");
  });

  it("retries a read answered 429 with the rate-limit headers", async () => {
    fake.failNext("ae", { kind: "rate-limit", resetMs: 20 }, { operation: "graphql" });
    expect((await catalogue("ae").getProductBySku("LUM-NCK-104", "en"))?.entityId).toBe(104);
    expect(graphqlRequests()).toHaveLength(2);
  });

  it("fails a store that does not answer with a timeout UpstreamError, never a null", async () => {
    fake.failNext("eg", { kind: "hang" }, { operation: "graphql", times: 3 });
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const pending = catalogue("eg")
      .getProductBySku("LUM-NCK-104", "en")
      .catch((e: unknown) => e);
    for (let i = 0; i < 3; i++) await vi.advanceTimersByTimeAsync(UPSTREAM_TIMEOUT_MS + 2_100);
    expect(await pending).toMatchObject({ name: "UpstreamError", kind: "timeout", upstream: "bigcommerce:eg:graphql" });
  });

  it("serves the last good copy through an outage", async () => {
    const sa = catalogue("sa");
    const before = await sa.getProductBySku("LUM-BRC-103", "en");
    fake.failNext("sa", { kind: "network" }, { operation: "graphql", times: 3 });
    expect(await sa.getProductBySku("LUM-BRC-103", "en")).toEqual(before);
    fake.failNext("sa", { kind: "status", status: 503 }, { operation: "graphql", times: 3 });
    const never = await sa.getProductBySku("LUM-BNG-105", "en").catch((e: unknown) => e);
    expect(never).toBeInstanceOf(UpstreamError);
  });

  it("composes a provider of kind bigcommerce for the country", async () => {
    const provider = await createBigCommerceCommerce("ae", fakeStoreClients("ae"));
    expect(provider).toMatchObject({ region: "ae", kind: "bigcommerce" });
    expect((await provider.getProductBySku("LUM-EAR-106", "en"))?.prices.price.currencyCode).toBe("AED");
  });
});
