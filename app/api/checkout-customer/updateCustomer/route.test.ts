import { beforeAll, describe, expect, it, vi } from "vitest";
import { routeTestDb } from "@/tests/support/route-harness";
import { createTestCustomer } from "@/lib/auth/test-customers";
import { callRoute } from "@/features/account/test-support";

/** The checkout's change to the signed-in customer: guests never, only her own record, her country's phone rule. */
vi.mock("@/lib/db/client", async (original) => (await import("@/tests/support/route-harness")).testDbClient(original));
vi.mock("@/features/monitoring/report-error", async () =>
  (await import("@/tests/support/route-harness")).spyReporter(),
);
const database = routeTestDb();
const { POST } = await import("./route");

type Shopper = Awaited<ReturnType<typeof createTestCustomer>>;
let noura: Shopper;
let omar: Shopper;
let egyptian: Shopper;
beforeAll(async () => {
  const handle = database.db;
  noura = await createTestCustomer(handle, "sa");
  omar = await createTestCustomer(handle, "sa", { firstName: "Omar" });
  egyptian = await createTestCustomer(handle, "eg");
});

describe("POST /api/checkout-customer/updateCustomer", () => {
  it("is closed to guests (401) and to anyone naming another customer (403), by id or address", async () => {
    expect(
      (await callRoute(POST, { identifier: noura.customer.entityId, payload: { firstName: "Nora" } })).status,
    ).toBe(401);
    expect(
      (
        await callRoute(
          POST,
          { identifier: omar.customer.entityId, payload: { firstName: "Nora" } },
          { cookie: noura.cookie },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await callRoute(
          POST,
          { identifier: omar.customer.email, payload: { firstName: "Nora" } },
          { cookie: noura.cookie },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await callRoute(
          POST,
          { identifier: noura.customer.entityId, payload: { firstName: "Nora" }, region: "eg" },
          { cookie: noura.cookie },
        )
      ).status,
    ).toBe(403);
  });

  it("changes her name and phone by her country's rule (one leading zero stripped), by id or by address in any case", async () => {
    const byId = await callRoute(
      POST,
      { identifier: String(noura.customer.entityId), payload: { firstName: "Nora", phone: "0501234567" } },
      { cookie: noura.cookie },
    );
    expect(byId.status).toBe(200);
    expect(byId.json.response).toMatchObject({
      entityId: noura.customer.entityId,
      firstName: "Nora",
      phone: "501234567",
    });
    const byEmail = await callRoute(
      POST,
      { identifier: noura.customer.email.toUpperCase(), payload: { lastName: "Saleh" } },
      { cookie: noura.cookie },
    );
    expect(byEmail.json.response).toMatchObject({ firstName: "Nora", lastName: "Saleh" });
  });

  it("refuses an empty change, other fields, and a phone of the wrong length for her country (400)", async () => {
    for (const payload of [{}, { email: "x@y.com" }, { phone: "5012345678901" }]) {
      const answer = await callRoute(POST, { identifier: noura.customer.entityId, payload }, { cookie: noura.cookie });
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(answer.json.hasError).toBe(true);
    }
    // Ten digits are an Egyptian phone, not a Saudi one.
    expect(
      (
        await callRoute(
          POST,
          { identifier: egyptian.customer.entityId, payload: { phone: "1012345678" } },
          { cookie: egyptian.cookie },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await callRoute(
          POST,
          { identifier: noura.customer.entityId, payload: { phone: "1012345678" } },
          { cookie: noura.cookie },
        )
      ).status,
    ).toBe(400);
  });
});
