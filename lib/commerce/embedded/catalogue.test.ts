import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "@/lib/db/test-db";
import { seedDatabase } from "@/lib/db/seed";
import { createCatalogue } from "./catalogue";

/** The embedded catalogue against a real, throw-away database (PGlite, or PostgreSQL in CI). */
let handle: Awaited<ReturnType<typeof openTestDb>>;

beforeAll(async () => {
  handle = await openTestDb();
  await seedDatabase(handle.db, { products: 120, force: true });
});
afterAll(() => handle?.close());

describe("embedded catalogue", () => {
  it("lists a country's products in its currency with images and stock", async () => {
    const sa = createCatalogue(handle.db, "sa");
    const eg = createCatalogue(handle.db, "eg");
    const [saPage, egPage] = await Promise.all([
      sa.listProducts({ limit: 10 }, "en"),
      eg.listProducts({ limit: 10 }, "ar"),
    ]);
    expect(saPage.items).toHaveLength(10);
    expect(saPage.total).toBeGreaterThan(50);
    for (const p of saPage.items) {
      expect(p.prices.price.currencyCode).toBe("SAR");
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.path).toMatch(/-sku-[a-z0-9-]+$/);
    }
    expect(egPage.items[0]!.prices.price.currencyCode).toBe("EGP");
    expect(egPage.items[0]!.name).toMatch(/[\u0600-\u06FF]/);
  });

  it("filters by brand and type and sorts by price", async () => {
    const sa = createCatalogue(handle.db, "sa");
    const { items } = await sa.listProducts({ brands: ["missl"], sort: "price-asc", limit: 50 }, "en");
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((p) => p.brand.key === "missl")).toBe(true);
    const prices = items.map((p) => p.prices.price.value);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const rings = await sa.listProducts({ types: ["rings"], limit: 5 }, "en");
    expect(rings.items.every((p) => p.type === "rings")).toBe(true);
  });

  it("filters by price band and sale", async () => {
    const sa = createCatalogue(handle.db, "sa");
    const band = await sa.listProducts({ price: { min: 1000, max: 2000 }, limit: 100 }, "en");
    expect(band.items.every((p) => p.prices.price.value >= 1000 && p.prices.price.value <= 2000)).toBe(true);
    const sale = await sa.listProducts({ onSale: true, limit: 100 }, "en");
    expect(sale.items.length).toBeGreaterThan(0);
    expect(
      sale.items.every((p) => p.prices.salePrice !== null && p.prices.salePrice.value < p.prices.basePrice.value),
    ).toBe(true);
  });

  it("reads a product by SKU, case-insensitively, with variants and related products", async () => {
    const sa = createCatalogue(handle.db, "sa");
    const ring = (await sa.listProducts({ types: ["rings"], limit: 1 }, "en")).items[0]!;
    const product = await sa.getProductBySku(ring.sku.toLowerCase(), "ar");
    expect(product?.sku).toBe(ring.sku);
    expect(product!.variants.length).toBeGreaterThan(1);
    expect(product!.variants.some((v) => v.options[0]?.name)).toBe(true);
    expect(product!.relatedProducts.length).toBeGreaterThan(0);
    expect(product!.customFields.length).toBeGreaterThan(0);
    expect(await sa.getProductBySku("NO-SUCH-SKU", "en")).toBeNull();
  });

  it("keeps the sa-only brand out of the other stores", async () => {
    const sa = await createCatalogue(handle.db, "sa").listProducts({ brands: ["atelier"], limit: 5 }, "en");
    const ae = await createCatalogue(handle.db, "ae").listProducts({ brands: ["atelier"], limit: 5 }, "en");
    expect(sa.total).toBeGreaterThan(0);
    expect(ae.total).toBe(0);
  });

  it("lists store locations for sa and eg and none for ae", async () => {
    expect((await createCatalogue(handle.db, "sa").getStoreLocations("en")).length).toBeGreaterThan(3);
    expect((await createCatalogue(handle.db, "eg").getStoreLocations("ar")).length).toBeGreaterThan(2);
    expect(await createCatalogue(handle.db, "ae").getStoreLocations("en")).toEqual([]);
  });

  it("returns categories in both languages", async () => {
    const cats = await createCatalogue(handle.db, "sa").getCategories("ar");
    expect(cats.map((c) => c.slug)).toEqual(
      expect.arrayContaining(["rings", "earrings", "coins-bars", "tennis-bracelets"]),
    );
    expect(cats.find((c) => c.slug === "rings")!.name).toMatch(/[\u0600-\u06FF]/);
  });

  it("lists the product pages a country sells, for the sitemap", async () => {
    const sa = await createCatalogue(handle.db, "sa").listProductPaths();
    const ae = await createCatalogue(handle.db, "ae").listProductPaths();
    const { total } = await createCatalogue(handle.db, "ae").listProducts({ limit: 1 }, "en");
    expect(ae).toHaveLength(total);
    expect(sa.length).toBeGreaterThan(ae.length - 10);
    for (const { path } of sa) expect(path).toMatch(/^[a-z0-9-]+-sku-[a-z0-9-]+$/);
    const atelier = (await createCatalogue(handle.db, "sa").listProducts({ brands: ["atelier"], limit: 1 }, "en"))
      .items[0]!;
    expect(sa.map((p) => p.path)).toContain(atelier.path);
    expect(ae.map((p) => p.path)).not.toContain(atelier.path);
  });

  it("answers a SKU's canonical page segment in any case, only where it is sold", async () => {
    const [first] = await createCatalogue(handle.db, "sa").listProductPaths();
    const sku = first!.path.slice(first!.path.indexOf("-sku-") + 5);
    expect(await createCatalogue(handle.db, "sa").getProductPath(sku.toUpperCase())).toBe(first!.path);
    expect(await createCatalogue(handle.db, "sa").getProductPath("NO-SUCH-SKU")).toBeNull();
    const atelier = (await createCatalogue(handle.db, "sa").listProducts({ brands: ["atelier"], limit: 1 }, "en"))
      .items[0]!;
    expect(await createCatalogue(handle.db, "ae").getProductPath(atelier.sku)).toBeNull();
  });
});
