import { beforeAll, describe, expect, it, vi } from "vitest";
import { routeTestDb } from "@/tests/support/route-harness";
import { createTestCustomer } from "@/lib/auth/test-customers";
import { callRoute } from "@/features/account/test-support";

/** POST /api/get-instruments: no saved cards in the embedded store, and only for the session's customer. */
vi.mock("@/lib/db/client", async (original) => (await import("@/tests/support/route-harness")).testDbClient(original));
vi.mock("@/features/monitoring/report-error", async () =>
  (await import("@/tests/support/route-harness")).spyReporter(),
);
const database = routeTestDb();
// ae stands for a hosted country whose store keeps a card for each customer (BigCommerce's stored instruments).
vi.mock("@/lib/commerce/provider", async (original) =>
  (await import("@/tests/support/hosted-region")).withHostedRegion(original, "ae", {
    getStoredInstruments: async (id: number) => ({
      instruments: [{ token: `tok-${id}`, brand: "visa", last4: "4242", expiry_month: 12, expiry_year: 2030 }],
      provider: "bigcommerce",
    }),
  }),
);

const { POST } = await import("./route");

let shopper: Awaited<ReturnType<typeof createTestCustomer>>;
let other: Awaited<ReturnType<typeof createTestCustomer>>;
let emirati: Awaited<ReturnType<typeof createTestCustomer>>;

beforeAll(async () => {
  shopper = await createTestCustomer(database.db, "eg");
  other = await createTestCustomer(database.db, "eg");
  emirati = await createTestCustomer(database.db, "ae");
});

describe("POST /api/get-instruments", () => {
  it("answers no instruments and no provider for the session's customer", async () => {
    const res = await callRoute(
      POST,
      { customerId: shopper.customer.entityId, region: "eg" },
      { cookie: shopper.cookie },
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ hasError: false, response: [], provider: null });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers the saved cards her country's store keeps for the session's customer", async () => {
    const res = await callRoute(
      POST,
      { customerId: emirati.customer.entityId, region: "ae" },
      { cookie: emirati.cookie },
    );
    expect(res.json).toEqual({
      hasError: false,
      response: [
        {
          token: `tok-${emirati.customer.entityId}`,
          brand: "visa",
          last4: "4242",
          expiry_month: 12,
          expiry_year: 2030,
        },
      ],
      provider: "bigcommerce",
    });
  });

  it("refuses guests (401), another customer (403), another country (403) and bad bodies (400)", async () => {
    expect((await callRoute(POST, { customerId: shopper.customer.entityId, region: "eg" })).status).toBe(401);
    expect(
      (await callRoute(POST, { customerId: other.customer.entityId, region: "eg" }, { cookie: shopper.cookie })).status,
    ).toBe(403);
    expect(
      (await callRoute(POST, { customerId: shopper.customer.entityId, region: "sa" }, { cookie: shopper.cookie })).json
        .code,
    ).toBe("otherRegion");
    expect((await callRoute(POST, { region: "eg" }, { cookie: shopper.cookie })).status).toBe(400);
  });
});
