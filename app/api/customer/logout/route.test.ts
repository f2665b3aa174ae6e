import { beforeAll, describe, expect, it, vi } from "vitest";
import { routeTestDb } from "@/tests/support/route-harness";
import { createTestCustomer } from "@/lib/auth/test-customers";
import { callRoute } from "@/features/account/test-support";

/** Sign-out of a hosted country names its checkout's logout address, for the page's hidden frame. */
vi.mock("@/lib/db/client", async (original) => (await import("@/tests/support/route-harness")).testDbClient(original));
vi.mock("@/lib/commerce/provider", async (original) => {
  const { withHostedRegion, hostedStandIn } = await import("@/tests/support/hosted-region");
  return withHostedRegion(original, "ae", {
    hosted: hostedStandIn({ logoutUrl: () => "https://checkout-ae.lumina.test/login.php?action=logout" }),
  });
});
const database = routeTestDb();
const { POST } = await import("./route");

let emirati: Awaited<ReturnType<typeof createTestCustomer>>;
beforeAll(async () => {
  emirati = await createTestCustomer(database.db, "ae");
});

describe("POST /api/customer/logout", () => {
  it("on a hosted country names the checkout's logout address; the embedded store's answer has none", async () => {
    const hosted = await callRoute(POST, { region: "ae" }, { cookie: emirati.cookie });
    expect(hosted.json.response).toEqual({
      signedOut: true,
      guestCartId: null,
      checkoutLogoutUrl: "https://checkout-ae.lumina.test/login.php?action=logout",
    });
    expect((await callRoute(POST, { region: "sa" })).json.response).toEqual({ signedOut: true, guestCartId: null });
  });
});
