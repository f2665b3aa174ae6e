import { afterAll } from "vitest";
import { openTestDb } from "@/lib/db/test-db";
import { seedDatabase } from "@/lib/db/seed";
import { createCatalogue } from "../embedded/catalogue";
import { createBigCommerceCatalogue } from "../bigcommerce/catalogue";
import { fakeStoreClients } from "../bigcommerce/test-clients";
import { withBigCommerceFake } from "../bigcommerce/test-fake";
import { describeCatalogueContract } from "./catalogue";

/**
 * The catalogue contract on both sides of the seam: the embedded store on a seeded throw-away
 * database, and the BigCommerce adapter against the fake stores (msw), whose every request and
 * answer is checked against the schema snapshot. Any request the fake does not know fails the run.
 */
let handle: Awaited<ReturnType<typeof openTestDb>>;

describeCatalogueContract("embedded", async () => {
  handle = await openTestDb();
  await seedDatabase(handle.db, { products: 80, force: true });
  return (region) => createCatalogue(handle.db, region);
});
afterAll(() => handle?.close());

withBigCommerceFake();

describeCatalogueContract("bigcommerce", async () => (region) => createBigCommerceCatalogue(fakeStoreClients(region)));
