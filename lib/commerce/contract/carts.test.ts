import { afterAll } from "vitest";
import { openTestDb } from "@/lib/db/test-db";
import { and, eq, lt, sql } from "drizzle-orm";
import { sellableProducts, setStock } from "@/lib/db/test-catalogue";
import * as t from "@/lib/db/schema";
import { seedDatabase } from "@/lib/db/seed";
import { REGION_CODES, type RegionCode } from "@/lib/i18n/locales";
import { fakeBigCommerceForFile } from "@/tests/msw/bigcommerce/file-fake";
import { createCarts } from "../embedded/carts";
import { createBigCommerceCommerce } from "../bigcommerce";
import { fakeStoreClients } from "../bigcommerce/test-clients";
import type { CommerceProvider } from "../interface";
import { describeCartContract, type CartContractProduct } from "./carts";

/**
 * The cart contract on both sides of the seam: the embedded store on a seeded throw-away database,
 * and the BigCommerce adapter against the fake stores (msw), whose every request and answer is
 * checked against the vendor's documents. Any request the fake does not know fails the run.
 */
let handle: Awaited<ReturnType<typeof openTestDb>>;
const embeddedProducts = new Map<RegionCode, CartContractProduct[]>();
const embeddedSmall = new Map<RegionCode, CartContractProduct>();

describeCartContract("embedded", async () => {
  handle = await openTestDb();
  await seedDatabase(handle.db, { products: 80, force: true });
  for (const region of REGION_CODES) {
    const single = (await sellableProducts(handle.db, region)).filter((r) => r.variants === 1);
    embeddedProducts.set(
      region,
      single.slice(0, 2).map((r) => ({ productId: r.productId, variantId: r.variantId, sku: r.sku })),
    );
    // The first single-variant piece under 1,000 (SAVE100's minimum), sale price first.
    const cheap = await handle.db
      .select({ productId: t.regionProducts.productId })
      .from(t.regionProducts)
      .where(
        and(
          eq(t.regionProducts.region, region),
          lt(sql`coalesce(${t.regionProducts.salePrice}, ${t.regionProducts.price})`, 1000),
        ),
      );
    const small = single.find((r) => cheap.some((c) => c.productId === r.productId));
    if (small) embeddedSmall.set(region, { productId: small.productId, variantId: small.variantId, sku: small.sku });
  }
  let nextCustomer = 41;
  return {
    carts: (region) => createCarts(handle.db, region),
    products: (region) => embeddedProducts.get(region)!,
    smallProduct: (region) => {
      const small = embeddedSmall.get(region);
      if (!small) throw new Error(`The seed has no single-variant piece under 1,000 in ${region}`);
      return small;
    },
    setStock: (region, variantId, units) => setStock(handle.db, region, variantId, units),
    customers: async () => [nextCustomer++, nextCustomer++],
  };
});
afterAll(() => handle?.close());

const fake = fakeBigCommerceForFile();

/** The fake's single-variant products, sold in every country: earrings 102 and the pendant 104. */
const BC_PRODUCTS: CartContractProduct[] = [
  { productId: 102, variantId: 1021, sku: "LUM-EAR-102" },
  { productId: 104, variantId: 1041, sku: "LUM-NCK-104" },
];

/** The provider as getCommerce composes it: carts named and stocked by the GraphQL catalogue, over the fake. */
const hosted = new Map<RegionCode, CommerceProvider>();

describeCartContract("bigcommerce", async () => {
  for (const region of REGION_CODES)
    hosted.set(region, await createBigCommerceCommerce(region, fakeStoreClients(region)));
  return {
    carts: (region) => hosted.get(region)!,
    products: () => BC_PRODUCTS,
    // The gold initial pendant: 950 SAR, 930 AED (not counted by the store's stock).
    smallProduct: () => ({ productId: 107, variantId: 1071, sku: "LUM-NCK-107" }),
    setStock: async (region, variantId, units) => fake.stores[region].setStock(variantId, units),
    customers: async (region) => {
      const store = fake.stores[region];
      const n = store.customers.size;
      return [
        store.seedCustomer({ email: `owner${n}@example.com`, password: "secret-1" }),
        store.seedCustomer({ email: `other${n}@example.com`, password: "secret-2" }),
      ];
    },
  };
});
