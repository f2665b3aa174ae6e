import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../client";
import { openTestDb } from "../test-db";
import { SeedConflictError, seedDatabase, seedMark } from "./index";
import { buildProduct } from "./product";
import { retailRound } from "./pricing";
import { sqlLiteral } from "./write";

const PRODUCTS = 60;
type Handle = Awaited<ReturnType<typeof openTestDb>>;

async function rows<T = Record<string, unknown>>(db: Db, query: string): Promise<T[]> {
  const result = await db.execute(sql.raw(query));
  return (result as unknown as { rows: T[] }).rows;
}

/** A digest of a table's rows in primary-key order: equal digests, equal content. */
async function digest(db: Db, table: string, orderBy: string): Promise<string> {
  const all = await rows(db, `SELECT * FROM "${table}" ORDER BY ${orderBy}`);
  return createHash("sha256").update(JSON.stringify(all)).digest("hex");
}

const TABLES: [string, string][] = [
  ["brands", "key"],
  ["categories", "id"],
  ["collections", "slug"],
  ["products", "id"],
  ["product_categories", "product_id, category_id"],
  ["product_images", "product_id, position"],
  ["product_variants", "id"],
  ["related_products", "product_id, related_id"],
  ["region_products", "region, product_id"],
  ["inventory", "region, variant_id"],
  ["store_locations", "id"],
  ["meta", "key"],
];

describe("seedDatabase", () => {
  let a: Handle;
  let b: Handle;

  beforeAll(async () => {
    [a, b] = await Promise.all([openTestDb(), openTestDb()]);
    await seedDatabase(a.db, { products: PRODUCTS });
    await seedDatabase(b.db, { products: PRODUCTS });
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it("writes identical rows into two databases", async () => {
    for (const [table, order] of TABLES) {
      expect(await digest(b.db, table, order), table).toBe(await digest(a.db, table, order));
    }
    const [count] = await rows<{ n: number }>(a.db, "SELECT count(*)::int AS n FROM products");
    expect(count?.n).toBe(PRODUCTS);
  });

  it("gives every product two or more images, a base variant and 4-8 related products", async () => {
    const images = await rows<{ n: number }>(
      a.db,
      "SELECT count(i.position)::int AS n FROM products p LEFT JOIN product_images i ON i.product_id = p.id GROUP BY p.id",
    );
    expect(images.every((r) => r.n >= 2)).toBe(true);
    const urls = await rows<{ url: string }>(a.db, "SELECT url FROM product_images");
    expect(urls.every((r) => /^\/media\/jewellery\/[a-z-]+\/[a-z]+\/[a-z]+\/\d-\d+\.png$/.test(r.url))).toBe(true);
    const base = await rows<{ n: number }>(
      a.db,
      "SELECT count(*) FILTER (WHERE v.option_name IS NULL)::int AS n FROM products p JOIN product_variants v ON v.product_id = p.id GROUP BY p.id",
    );
    expect(base).toHaveLength(PRODUCTS);
    expect(base.every((r) => r.n === 1)).toBe(true);
    const related = await rows<{ n: number }>(
      a.db,
      "SELECT count(r.related_id)::int AS n FROM products p LEFT JOIN related_products r ON r.product_id = p.id GROUP BY p.id",
    );
    expect(related.every((r) => r.n >= 4 && r.n <= 8)).toBe(true);
  });

  it("prices every country in its own currency, the sa-only brand only in sa", async () => {
    const currencies = await rows<{ region: string; currency: string }>(
      a.db,
      "SELECT DISTINCT region, currency FROM region_products ORDER BY region",
    );
    expect(currencies).toEqual([
      { region: "ae", currency: "AED" },
      { region: "eg", currency: "EGP" },
      { region: "sa", currency: "SAR" },
    ]);
    const atelier = await rows<{ region: string }>(
      a.db,
      "SELECT DISTINCT rp.region FROM region_products rp JOIN products p ON p.id = rp.product_id WHERE p.brand_key = 'atelier'",
    );
    expect(atelier).toEqual([{ region: "sa" }]);
    const others = await rows<{ n: number }>(
      a.db,
      "SELECT count(*)::int AS n FROM products p WHERE p.brand_key <> 'atelier' AND (SELECT count(*) FROM region_products rp WHERE rp.product_id = p.id) <> 3",
    );
    expect(others[0]?.n).toBe(0);
    const bad = await rows(a.db, "SELECT 1 FROM region_products WHERE price <= 0 OR sale_price >= price");
    expect(bad).toEqual([]);
    const sale = await rows<{ n: number }>(
      a.db,
      "SELECT count(*)::int AS n FROM region_products WHERE sale_price IS NOT NULL",
    );
    expect(sale[0]?.n).toBeGreaterThan(0);
  });

  it("has products out of stock, low in stock and in stock", async () => {
    const stock = await rows<{ available: number }>(
      a.db,
      `SELECT sum(i.available_to_sell)::int AS available FROM inventory i JOIN product_variants v ON v.id = i.variant_id GROUP BY v.product_id, i.region`,
    );
    expect(stock.some((s) => s.available === 0)).toBe(true);
    expect(stock.some((s) => s.available > 0 && s.available <= 3)).toBe(true);
    expect(stock.filter((s) => s.available > 3).length).toBeGreaterThan(stock.length / 2);
  });

  it("places stores in sa and eg only", async () => {
    const regions = await rows<{ region: string; n: number }>(
      a.db,
      "SELECT region, count(*)::int AS n FROM store_locations GROUP BY region ORDER BY region",
    );
    expect(regions.map((r) => r.region)).toEqual(["eg", "sa"]);
    expect(regions.every((r) => r.n >= 5)).toBe(true);
  });

  it("skips a database that holds the same seed", async () => {
    expect(await seedDatabase(a.db, { products: PRODUCTS })).toEqual({ skipped: true, seed: seedMark(PRODUCTS) });
  });

  it("refuses to replace products no seed wrote, unless forced", async () => {
    const c = await openTestDb();
    try {
      await seedDatabase(c.db, { products: 5 });
      await c.db.execute(sql.raw("DELETE FROM meta"));
      await expect(seedDatabase(c.db, { products: 5 })).rejects.toBeInstanceOf(SeedConflictError);
      expect(await seedDatabase(c.db, { products: 5, force: true })).toMatchObject({ skipped: false, replaced: null });
    } finally {
      await c.close();
    }
  });

  it("replaces another seed and keeps ids usable afterwards", async () => {
    const result = await seedDatabase(b.db, { products: 12 });
    expect(result).toMatchObject({ skipped: false, seed: seedMark(12), replaced: seedMark(PRODUCTS) });
    const [count] = await rows<{ n: number }>(b.db, "SELECT count(*)::int AS n FROM products");
    expect(count?.n).toBe(12);
    const [next] = await rows<{ id: number }>(
      b.db,
      "INSERT INTO store_locations (region, name_en, name_ar, city_en, city_ar, address_en, address_ar, phone, hours_en, hours_ar, latitude, longitude) VALUES ('sa','x','x','x','x','x','x','x','x','x',0,0) RETURNING id",
    );
    expect(next?.id).toBeGreaterThan(18);
  });
});

describe("the product generator", () => {
  it("is a pure function of the index", () => {
    expect(JSON.stringify(buildProduct(41, 600, 7))).toBe(JSON.stringify(buildProduct(41, 600, 7)));
  });

  it("names products 'brand - title' with a kebab slug of the title and an uppercase SKU", () => {
    for (let i = 0; i < 200; i++) {
      const { product, variants } = buildProduct(i, 200, 1);
      const [brand, title] = product.nameEn.split(" - ");
      expect(title, product.nameEn).toBeTruthy();
      expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(product.sku).toMatch(/^[A-Z]{2}(18|21|22|24|925)[YWRM]-\d{6}$/);
      expect(brand).not.toBe("");
      if (product.type === "coins-bars") expect([product.karat, product.stone]).toEqual(["24k", null]);
      if (product.type === "rings")
        expect(variants.map((v) => v.optionValue)).toEqual([null, "48", "50", "52", "54", "56", "58", "60"]);
      if (product.metal === "silver") expect(product.karat).toBeNull();
    }
  });

  it("spreads sa prices over the spec's price bands, under 500 to 50,000 and above", () => {
    const prices = Array.from(
      { length: 600 },
      (_, i) => buildProduct(i, 600, 1).regionProducts.find((r) => r.region === "sa")!.price,
    );
    const share = (min: number, max: number) => prices.filter((p) => p >= min && p < max).length / prices.length;
    expect(share(0, 500)).toBeGreaterThan(0.05);
    expect(share(500, 1000)).toBeGreaterThan(0.03);
    expect(share(2000, 4000)).toBeGreaterThan(0.1);
    expect(share(30_000, 50_000)).toBeGreaterThan(0.01);
    expect(share(50_000, Infinity)).toBeGreaterThan(0.01);
  });

  it("quotes SQL literals", () => {
    expect(sqlLiteral("Miss L' - Ring")).toBe("'Miss L'' - Ring'");
    expect([sqlLiteral(null), sqlLiteral(2.5), sqlLiteral(false)]).toEqual(["NULL", "2.5", "FALSE"]);
    expect(sqlLiteral([{ name: "Metal" }])).toBe(`'[{"name":"Metal"}]'`);
    expect(() => sqlLiteral(Number.NaN)).toThrow();
  });

  it("rounds prices like a shop window", () => {
    expect(retailRound(351.2)).toBe(349);
    expect(retailRound(2388)).toBe(2390);
    expect(retailRound(18_432)).toBe(18_450);
  });
});
