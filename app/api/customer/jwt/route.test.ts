import { beforeAll, describe, expect, it, vi } from "vitest";
import { routeTestDb } from "@/tests/support/route-harness";
import { createTestCustomer } from "@/lib/auth/test-customers";
import { callRoute } from "@/features/account/test-support";

/**
 * POST /api/customer/jwt: on the embedded store her own checkout path comes back as it is; on a
 * hosted country (ae here, its store stood in for) the Customer Login link to her checkout.
 * Identity from the session only; no address off the country's checkout is ever answered.
 */
vi.mock("@/lib/db/client", async (original) => (await import("@/tests/support/route-harness")).testDbClient(original));
vi.mock("@/features/monitoring/report-error", async () =>
  (await import("@/tests/support/route-harness")).spyReporter(),
);
const database = routeTestDb();
vi.mock("@/lib/commerce/provider", async (original) => {
  const { withHostedRegion, hostedStandIn } = await import("@/tests/support/hosted-region");
  const loginUrl = async (customerId: number, target: string) =>
    target.startsWith("https://store-ae.example/")
      ? `https://store-ae.example/login/token/jwt-for-ae-${customerId}`
      : null;
  return withHostedRegion(original, "ae", { hosted: hostedStandIn({ loginUrl }) });
});
const { POST } = await import("./route");

type Shopper = Awaited<ReturnType<typeof createTestCustomer>>;
let noura: Shopper;
let emirati: Shopper;
beforeAll(async () => {
  const handle = database.db;
  noura = await createTestCustomer(handle, "sa");
  emirati = await createTestCustomer(handle, "ae");
});

describe("POST /api/customer/jwt", () => {
  it("needs her session (401), her own id (403) and her country (403)", async () => {
    expect((await callRoute(POST, { data: "/en-sa/checkout", region: "sa" })).status).toBe(401);
    expect(
      (
        await callRoute(
          POST,
          { data: "/en-sa/checkout", region: "sa", customerId: noura.customer.entityId + 1 },
          { cookie: noura.cookie },
        )
      ).status,
    ).toBe(403);
    expect((await callRoute(POST, { data: "/en-sa/checkout", region: "ae" }, { cookie: noura.cookie })).status).toBe(
      403,
    );
  });

  it("on the embedded store answers her checkout path as it is, and refuses any other address", async () => {
    const answer = await callRoute(
      POST,
      { data: "/en-sa/checkout?cartId=c1", region: "sa", customerId: noura.customer.entityId },
      { cookie: noura.cookie },
    );
    expect(answer).toMatchObject({
      status: 200,
      json: { hasError: false, response: { data: "/en-sa/checkout?cartId=c1" } },
    });
    // Browsers read a backslash as a slash and drop tabs and newlines: each of these lands off-site.
    for (const data of [
      "https://evil.example/",
      "//evil.example/x",
      " ",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/%5cevil.example",
      "javascript:alert(1)",
    ]) {
      const refused = await callRoute(POST, { data, region: "sa" }, { cookie: noura.cookie });
      expect(refused.status, JSON.stringify(data)).toBe(400);
      expect(refused.json).toMatchObject({
        hasError: true,
        error: expect.stringMatching(/^(data must be an address|Invalid request)/),
      });
    }
  });

  it("on a hosted country answers the login link for her session's id, never for an address off its checkout", async () => {
    const answer = await callRoute(
      POST,
      { data: "https://store-ae.example/checkout", region: "ae" },
      { cookie: emirati.cookie },
    );
    expect(answer.json.response).toEqual({
      data: `https://store-ae.example/login/token/jwt-for-ae-${emirati.customer.entityId}`,
    });
    expect(
      (await callRoute(POST, { data: "https://evil.example/checkout", region: "ae" }, { cookie: emirati.cookie }))
        .status,
    ).toBe(400);
  });
});
