import { afterAll } from "vitest";
import { and, eq } from "drizzle-orm";
import { seedDatabase } from "@/lib/db/seed";
import * as t from "@/lib/db/schema";
import { openTestDb } from "@/lib/db/test-db";
import { sellableProducts } from "@/lib/db/test-catalogue";
import type { RegionCode } from "@/lib/i18n/locales";
import { customerUpdateHandlers } from "@/tests/msw/bigcommerce/customer-updates";
import { createBigCommerceCatalogue } from "../bigcommerce/catalogue";
import { createBigCommerceCustomerParts } from "../bigcommerce/customer-parts";
import { fakeStoreClients } from "../bigcommerce/test-clients";
import { withBigCommerceFake } from "../bigcommerce/test-fake";
import { createAddresses } from "../embedded/addresses";
import { createCustomers } from "../embedded/customers";
import { createWishlists } from "../embedded/wishlists";
import { describeCustomerContract, type CustomerParts } from "./customers";

/**
 * The customer contract on both sides of the seam: the embedded store on a seeded throw-away
 * database, and the BigCommerce adapter against the fake sa, ae and eg stores (msw; every request
 * and answer checked against the vendor's documents, any request nobody expected fails the run).
 */
let handle: Awaited<ReturnType<typeof openTestDb>>;
afterAll(async () => handle?.close());

describeCustomerContract("embedded", async () => {
  handle = await openTestDb();
  await seedDatabase(handle.db, { products: 40, force: true });
  const sold = (await sellableProducts(handle.db, "sa")).map((p) => p.productId);
  // One product taken off sale in sa: adds and merges skip it.
  const unsold = sold.pop()!;
  await handle.db
    .update(t.regionProducts)
    .set({ visible: false })
    .where(and(eq(t.regionProducts.region, "sa"), eq(t.regionProducts.productId, unsold)));
  return {
    store: (region: RegionCode): CustomerParts => ({
      ...createCustomers(handle.db, region),
      ...createAddresses(handle.db, region),
      ...createWishlists(handle.db, region),
    }),
    catalogue: { region: "sa", sold: sold.slice(0, 3), unsold, unknown: 9_999_999 },
  };
});

withBigCommerceFake(customerUpdateHandlers);

describeCustomerContract("bigcommerce", async () => ({
  store: (region: RegionCode) => {
    const clients = fakeStoreClients(region);
    return createBigCommerceCustomerParts(clients, createBigCommerceCatalogue(clients));
  },
  // Sapphire studs (106) are sold in sa and ae only.
  catalogue: { region: "eg", sold: [101, 102, 103], unsold: 106, unknown: 9_999_999 },
}));
