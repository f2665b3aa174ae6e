import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { openTestDb } from "@/lib/db/test-db";
import * as t from "@/lib/db/schema";

/**
 * The marketing events port: stored always, forwarded when configured (by the `marketing` job
 * queue's worker, with retries), never throwing. The marketing platform is an upstream we cannot
 * reach: msw stands in for it (any request the test did not expect fails it), checking what a real
 * endpoint would: the bearer token and the body.
 */
const ENDPOINT = "https://marketing.lumina.test/events";
const env = vi.hoisted(() => ({ url: undefined as string | undefined }));
vi.mock("@/lib/env", async (original) => {
  const real = await original<typeof import("@/lib/env")>();
  return {
    ...real,
    serverEnv: () => ({ ...real.serverEnv(), MARKETING_EVENTS_URL: env.url, MARKETING_EVENTS_TOKEN: "token-1" }),
  };
});
const { recordMarketingEvent } = await import("./marketing");
const { forwardEvent } = await import("./forward");
const { jobsFor, work, closeJobs } = await import("@/lib/jobs/runtime");

let handle: Awaited<ReturnType<typeof openTestDb>>;
let jobs: Awaited<ReturnType<typeof jobsFor>>;
const received: { auth: string | null; body: Record<string, unknown> }[] = [];
let answer: "ok" | "fail" | "unreachable" = "ok";
const upstream = setupServer(
  http.post(ENDPOINT, async ({ request }) => {
    if (answer === "unreachable") return HttpResponse.error();
    received.push({
      auth: request.headers.get("authorization"),
      body: (await request.json()) as Record<string, unknown>,
    });
    if (request.headers.get("authorization") !== "Bearer token-1") return new HttpResponse(null, { status: 401 });
    return new HttpResponse(null, { status: answer === "ok" ? 202 : 500 });
  }),
);

beforeAll(async () => {
  handle = await openTestDb();
  upstream.listen({ onUnhandledFrame: "error" });
  jobs = await jobsFor(handle.db, { policy: { retryLimit: 5, retryDelay: 1, retryBackoff: false }, pollSeconds: 0.5 });
  await work(jobs, { marketing: (data) => forwardEvent(data, handle.db) });
}, 30_000);
afterEach(() => upstream.resetHandlers());
afterAll(async () => {
  await closeJobs(jobs, 1000);
  upstream.close();
  await handle?.close();
});

const event = (cartId: string) => ({
  type: "cart_update_backend" as const,
  region: "sa",
  payload: {
    email: null,
    cookieId: "v-1",
    customerId: 0,
    action: "add" as const,
    region: "sa",
    brand: "main" as const,
    language: "en",
    cartId,
    currency: "SAR",
    quantity: 1,
    cartTotal: 100,
    items: [],
  },
});
const rowsOf = (cartId: string) =>
  handle.db
    .select()
    .from(t.marketingEvents)
    .then((rows) => rows.filter((r) => r.payload.cartId === cartId));
const forwarded = async (cartId: string, timeoutMs = 5000) => {
  const end = Date.now() + timeoutMs;
  while (!(await rowsOf(cartId))[0]?.forwardedAt && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return (await rowsOf(cartId))[0]!;
};
const jobStates = async () => (await jobs.boss.findJobs("marketing")).map((job) => job.state);

describe("recordMarketingEvent", () => {
  it("stores the event and, with an endpoint configured, queues it; the worker forwards it with the token and marks it", async () => {
    env.url = ENDPOINT;
    answer = "ok";
    await recordMarketingEvent(event("c-1"), { db: handle.db });
    const row = await forwarded("c-1");
    expect(row.forwardedAt).toBeInstanceOf(Date);
    expect(received.at(-1)).toMatchObject({
      auth: "Bearer token-1",
      body: { eventType: "cart_update_backend", action: "add", cartId: "c-1" },
    });
  });

  it("keeps the event and never throws when the endpoint fails or is unreachable; the job retries until it is back", async () => {
    const onError = vi.fn();
    answer = "fail";
    await expect(recordMarketingEvent(event("c-2"), { db: handle.db, onError })).resolves.toBeUndefined();
    answer = "unreachable";
    await expect(recordMarketingEvent(event("c-3"), { db: handle.db, onError })).resolves.toBeUndefined();
    const end = Date.now() + 5000;
    while ((await jobStates()).filter((s) => s === "retry").length < 2 && Date.now() < end)
      await new Promise((r) => setTimeout(r, 50));
    expect((await jobStates()).filter((s) => s === "retry")).toHaveLength(2);
    expect(onError).not.toHaveBeenCalled();
    for (const id of ["c-2", "c-3"]) expect((await rowsOf(id))[0]!.forwardedAt).toBeNull();
    // The platform is back: both arrive on their next attempt.
    answer = "ok";
    for (const id of ["c-2", "c-3"]) expect((await forwarded(id)).forwardedAt).toBeInstanceOf(Date);
  }, 15_000);

  it("forwards the port's own event type, whatever the payload says", async () => {
    env.url = ENDPOINT;
    answer = "ok";
    const shopper = { customerId: 0, email: null, cookieId: "v-2" };
    await recordMarketingEvent(
      { type: "engagement_customer_event", region: "sa", payload: { eventType: "purchase", event: "viewed", shopper } },
      { db: handle.db },
    );
    const end = Date.now() + 5000;
    while (received.at(-1)?.body.eventType !== "engagement_customer_event" && Date.now() < end)
      await new Promise((r) => setTimeout(r, 50));
    expect(received.at(-1)!.body).toMatchObject({ eventType: "engagement_customer_event", event: "viewed" });
    await handle.db.delete(t.marketingEvents).where(eq(t.marketingEvents.type, "engagement_customer_event"));
  });

  it("without an endpoint only stores it", async () => {
    env.url = undefined;
    const before = received.length;
    await recordMarketingEvent(event("c-4"), { db: handle.db });
    expect((await rowsOf("c-4"))[0]!.forwardedAt).toBeNull();
    expect(received.length).toBe(before);
    expect(
      await handle.db.select().from(t.marketingEvents).where(eq(t.marketingEvents.type, "cart_update_backend")),
    ).toHaveLength(4);
  });
});

describe("old events", () => {
  it("are deleted by the code that stores new ones, after MARKETING_EVENTS_KEEP_DAYS (30)", async () => {
    env.url = undefined;
    // A database of its own: old rows are pruned at most once per process every few minutes, on its first write.
    const own = await openTestDb();
    try {
      const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
      await own.db.insert(t.marketingEvents).values([
        { type: "cart_update_backend", region: "sa", payload: { cartId: "old" }, createdAt: daysAgo(31) },
        { type: "cart_update_backend", region: "sa", payload: { cartId: "recent" }, createdAt: daysAgo(29) },
      ]);
      await recordMarketingEvent(event("new"), { db: own.db });
      const kept = (await own.db.select().from(t.marketingEvents)).map((row) => row.payload.cartId).sort();
      expect(kept).toEqual(["new", "recent"]);
    } finally {
      await own.close();
    }
  });
});
