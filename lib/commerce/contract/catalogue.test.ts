import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { setupServer } from "msw/node";
import { openTestDb } from "@/lib/db/test-db";
import { seedDatabase } from "@/lib/db/seed";
import { resetUpstreams } from "@/lib/http/upstream";
import { createBigCommerceFake } from "@/tests/msw/bigcommerce/handlers";
import { createCatalogue } from "../embedded/catalogue";
import { createBigCommerceCatalogue } from "../bigcommerce/catalogue";
import { fakeStoreClients } from "../bigcommerce/test-clients";
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

const fake = createBigCommerceFake();
const server = setupServer(...fake.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  const seen = [...fake.violations];
  resetUpstreams();
  expect(seen).toEqual([]);
});
afterAll(() => server.close());

describeCatalogueContract("bigcommerce", async () => (region) => createBigCommerceCatalogue(fakeStoreClients(region)));
