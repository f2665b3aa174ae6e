import { describe, expect, it, vi } from "vitest";
import { API_TIMEOUT_MS } from "@/lib/http/api-client";
import { UPSTREAM_API_DEADLINE_MS } from "@/lib/constants";
import { UPSTREAM_TIMEOUT_MS } from "@/lib/http/upstream";
import { fakeBigCommerceForFile } from "@/tests/msw/bigcommerce/file-fake";
import { fakeStoreClients } from "@/lib/commerce/bigcommerce/test-clients";

/**
 * POST /api/cart/addProduct on a country whose BigCommerce store stops answering (the msw fake,
 * its requests hanging): the shopper hears "try again" (503 `unavailable`) from the server within
 * its own deadline, well before the browser's timeout would call her offline.
 */
const fake = fakeBigCommerceForFile();
vi.mock("@/lib/monitoring/report-error", () => ({ reportError: vi.fn() }));
vi.mock("@/lib/commerce/provider", async (original) => {
  const real = await original<typeof import("@/lib/commerce/provider")>();
  const { createBigCommerceCommerce } = await import("@/lib/commerce/bigcommerce");
  const { fakeStoreClients: clients } = await import("@/lib/commerce/bigcommerce/test-clients");
  return { ...real, getCommerce: async (region: "sa") => createBigCommerceCommerce(region, clients(region)) };
});
const { POST } = await import("./route");

const addProduct = (cartId: string) =>
  POST(
    new Request("http://localhost/api/cart/addProduct", {
      method: "POST",
      body: JSON.stringify({
        cartId,
        region: "sa",
        locale: "en-sa",
        payload: { line_items: [{ product_id: 104, quantity: 1 }] },
      }),
      headers: { "content-type": "application/json" },
    }),
  );

async function newCart(): Promise<string> {
  const created = await fakeStoreClients("sa").rest.post<{ data: { id: string } }>("/v3/carts", {
    channel_id: 1,
    line_items: [{ product_id: 102, quantity: 1 }],
  });
  fake.requests.length = 0;
  return created.data.id;
}

/** Sends the request and steps fake time to the server's deadline (or `ms`): the answer must be there by then. */
async function answerByDeadline(cartId: string, ms = UPSTREAM_API_DEADLINE_MS): Promise<Response | undefined> {
  vi.spyOn(Math, "random").mockReturnValue(0);
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  let answer: Response | undefined;
  void addProduct(cartId).then((r) => (answer = r));
  await vi.advanceTimersByTimeAsync(ms);
  for (let i = 0; i < 10 && !answer; i++) await new Promise((resolve) => setImmediate(resolve));
  return answer;
}

describe("POST /api/cart/addProduct while the store hangs", () => {
  it("leaves the browser's timeout a wide margin", () => {
    expect(UPSTREAM_API_DEADLINE_MS).toBeLessThanOrEqual(API_TIMEOUT_MS / 2 + 1_000);
  });

  it(`answers the translated "try again" (503 unavailable) within ${UPSTREAM_API_DEADLINE_MS} ms, the change never sent`, async () => {
    const cartId = await newCart();
    fake.failNext("sa", { kind: "hang" }, { times: 100 });
    const answer = await answerByDeadline(cartId);
    expect(answer?.status).toBe(503);
    expect(await answer!.json()).toMatchObject({ hasError: true, code: "unavailable" });
    // Only reads of the cart were tried: the write is not sent after its read failed.
    expect(fake.requests.map((r) => r.method)).not.toContain("POST");
  });

  it("holds every call of the request to one deadline: a slow read leaves the write only what is left", async () => {
    const cartId = await newCart();
    // The read is told to come back in 4 s (a rate limit), which leaves the write 4 s of the 8, less than its timeout.
    fake.failNext("sa", { kind: "rate-limit", resetMs: 4_000 }, { operation: "GET /v3/carts/{cartId}" });
    fake.failNext("sa", { kind: "hang" }, { operation: "POST /v3/carts/{cartId}/items" });
    const answer = await answerByDeadline(cartId);
    expect(answer?.status).toBe(503);
    expect(await answer!.json()).toMatchObject({ hasError: true, code: "unavailable" });
    // The read was tried again and answered; the write went once (never retried).
    expect(fake.requests.map((r) => r.method)).toEqual(["GET", "GET", "POST"]);
  });

  it('does not try a hung read again with less time than the timeout it just spent: the shopper hears "try again" after that one timeout', async () => {
    const cartId = await newCart();
    fake.failNext("sa", { kind: "hang" }, { operation: "GET /v3/carts/{cartId}" });
    const answer = await answerByDeadline(cartId, UPSTREAM_TIMEOUT_MS);
    expect(answer?.status).toBe(503);
    expect(fake.requests.map((r) => r.method)).toEqual(["GET"]);
  });
});
