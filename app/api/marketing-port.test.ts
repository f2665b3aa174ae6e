import { beforeAll, describe, expect, it, vi } from "vitest";
import { routeTestDb } from "@/tests/support/route-harness";
import { desc } from "drizzle-orm";
import * as t from "@/lib/db/schema";
import { createTestCustomer } from "@/lib/auth/test-customers";
import { callRoute } from "@/features/account/test-support";
import { MAX_PAYLOAD_BYTES } from "@/features/marketing/schema";

/**
 * The marketing platform's port on our API (ADR 0024): /engagement-customer, its
 * customer-event, /x7/entities and /x7/custom-entities. Each is stored (and forwarded when
 * configured, lib/analytics/marketing.test.ts) and answered 202; who the shopper is comes from
 * her session or the visitor cookie, never from the payload.
 */
const LIMITS = vi.hoisted(() => {
  process.env.GUEST_WRITES_PER_MINUTE = "30";
  process.env.VISITOR_WRITES_PER_DAY = "20";
  process.env.SESSION_COOKIE_SECURE = "always";
  return { perMinute: 30, perDay: 20 };
});
vi.mock("@/lib/db/client", async (original) => (await import("@/tests/support/route-harness")).testDbClient(original));
vi.mock("@/features/monitoring/report-error", async () =>
  (await import("@/tests/support/route-harness")).spyReporter(),
);
const database = routeTestDb();

const profile = (await import("./engagement-customer/route")).POST;
const customerEvent = (await import("./engagement-customer/customer-event/route")).POST;
const entities = (await import("./x7/entities/route")).POST;
const customEntities = (await import("./x7/custom-entities/route")).POST;

type Shopper = Awaited<ReturnType<typeof createTestCustomer>>;
let noura: Shopper;
let emirati: Shopper;

beforeAll(async () => {
  const handle = database.db;
  noura = await createTestCustomer(handle, "sa");
  emirati = await createTestCustomer(handle, "ae");
});

/** A call from a given client address (our server's peer, ADR 0016), with a visitor cookie when given. */
async function post(
  handler: (request: Request) => Promise<Response>,
  body: unknown,
  { ip, cookie }: { ip: string; cookie?: string },
) {
  const response = await handler(
    new Request("http://localhost/api/port-test", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", "x-forwarded-for": ip, ...(cookie && { cookie }) },
    }),
  );
  return {
    status: response.status,
    json: await response.json(),
    retryAfter: Number(response.headers.get("retry-after")),
    setCookie: response.headers.get("set-cookie"),
  };
}

/** The stored events whose payload carries `marker`, once the batch window has passed. */
async function storedWith(marker: string) {
  await new Promise((resolve) => setTimeout(resolve, 100));
  return (await database.db.select().from(t.marketingEvents)).filter((row) => row.payload.marker === marker);
}

/** The newest stored event, once the batch window has passed. */
async function lastEvent() {
  await vi.waitFor(async () => expect((await database.db.select().from(t.marketingEvents)).length).toBeGreaterThan(0));
  await new Promise((resolve) => setTimeout(resolve, 50));
  const [row] = await database.db.select().from(t.marketingEvents).orderBy(desc(t.marketingEvents.id)).limit(1);
  return row!;
}

describe("POST /api/engagement-customer/customer-event and /api/x7/entities", () => {
  it("accept a guest's event with 202, stored with the visitor cookie it gives her, the payload's identity fields dropped", async () => {
    const answer = await callRoute(customerEvent, {
      region: "sa",
      payload: { event: "product_viewed", sku: "R-54", email: "someone@else.com", customerId: 7 },
    });
    expect(answer.status).toBe(202);
    expect(answer.json).toEqual({ hasError: false, response: { accepted: true } });
    const cookie = /lumina_vid=([^;]+)/.exec(answer.headers.get("set-cookie") ?? "")?.[1];
    expect(cookie).toMatch(/^[0-9a-f-]{36}$/);
    const row = await lastEvent();
    expect(row).toMatchObject({ type: "engagement_customer_event", region: "sa" });
    expect(row.payload).toEqual({
      event: "product_viewed",
      sku: "R-54",
      shopper: { customerId: 0, email: null, cookieId: cookie },
    });
  });

  it("take a signed-in customer's id and address from her session", async () => {
    const answer = await callRoute(
      entities,
      { region: "sa", payload: { entity: "wishlist", items: [12, 34], customer_id: 1 } },
      { cookie: noura.cookie },
    );
    expect(answer.status).toBe(202);
    const row = await lastEvent();
    expect(row).toMatchObject({ type: "x7_entities", region: "sa" });
    expect(row.payload).toEqual({
      entity: "wishlist",
      items: [12, 34],
      shopper: { customerId: noura.customer.entityId, email: noura.customer.email, cookieId: null },
    });
  });

  it("refuse a payload that is not an object, too large, or a region that is not ours, naming the field", async () => {
    for (const body of [
      { region: "sa", payload: [1] },
      { region: "sa", payload: "x" },
      { region: "us", payload: {} },
      { region: "sa", payload: { blob: "x".repeat(MAX_PAYLOAD_BYTES) } },
    ]) {
      const answer = await callRoute(customerEvent, body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(answer.json.hasError).toBe(true);
    }
  });

  it("drop identity fields at any depth and spelling, and never let the payload name the event", async () => {
    const payload = {
      event: "product_viewed",
      Email: "someone@else.com",
      CUSTOMER_ID: 7,
      "customer-email": "a@b.co",
      eventType: "purchase",
      Shopper: { customerId: 9 },
      user: { email: "x@y.co", profile: { customerId: 3, name: "n" } },
      items: [{ sku: "R-54", cookieId: "forged-cookie-id" }],
    };
    const answer = await callRoute(customerEvent, { region: "sa", payload });
    expect(answer.status).toBe(202);
    const row = await lastEvent();
    expect(row.payload).toEqual({
      event: "product_viewed",
      user: { profile: { name: "n" } },
      items: [{ sku: "R-54" }],
      shopper: expect.objectContaining({ customerId: 0, email: null }),
    });
  });

  it("give the visitor cookie Secure by the session cookie's rule (SESSION_COOKIE_SECURE)", async () => {
    const answer = await callRoute(customerEvent, { region: "sa", payload: { event: "page_viewed" } });
    expect(answer.headers.get("set-cookie")).toMatch(/^lumina_vid=[^;]+;.*; Secure/);
  });

  it("answer a flood from one address with 429 and Retry-After, storing only what was allowed", async () => {
    const marker = "flood-by-address";
    const statuses = [];
    for (let i = 0; i < LIMITS.perMinute + 5; i++) {
      const answer = await post(
        i % 2 ? customerEvent : entities,
        { region: "sa", payload: { marker, blob: "x".repeat(2000) } },
        { ip: "203.0.113.10" },
      );
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.json).toMatchObject({ hasError: true, code: "tooManyRequests" });
        expect(answer.retryAfter).toBeGreaterThan(0);
        expect(answer.retryAfter).toBeLessThanOrEqual(60);
      }
    }
    expect(statuses.filter((s) => s === 202)).toHaveLength(LIMITS.perMinute);
    expect(statuses.slice(LIMITS.perMinute).every((s) => s === 429)).toBe(true);
    expect(await storedWith(marker)).toHaveLength(LIMITS.perMinute);
    // Another address is not affected.
    expect((await post(customerEvent, { region: "sa", payload: { marker } }, { ip: "203.0.113.11" })).status).toBe(202);
  });

  it("cap one visitor's events a day, from whatever address", async () => {
    const marker = "flood-by-visitor";
    const cookie = "lumina_vid=0b7e2d1c-5a4f-4e3d-9c2b-1a0f9e8d7c6b";
    for (let i = 0; i < LIMITS.perDay; i++)
      expect(
        (await post(customerEvent, { region: "sa", payload: { marker } }, { ip: `198.51.100.${i + 1}`, cookie }))
          .status,
      ).toBe(202);
    const capped = await post(customerEvent, { region: "sa", payload: { marker } }, { ip: "198.51.100.200", cookie });
    expect(capped.status).toBe(429);
    expect(capped.retryAfter).toBeGreaterThan(23 * 3600);
    expect(await storedWith(marker)).toHaveLength(LIMITS.perDay);
  });

  it("refuse another site's page (403)", async () => {
    expect((await callRoute(entities, { region: "sa", payload: {} }, { origin: "https://evil.example" })).status).toBe(
      403,
    );
  });
});

describe("POST /api/engagement-customer", () => {
  it("is the signed-in customer's own profile: 401 for a guest, 403 for another country's session, 202 for her", async () => {
    expect((await callRoute(profile, { region: "sa", payload: { newsletter: true } })).status).toBe(401);
    expect(
      (await callRoute(profile, { region: "sa", payload: { newsletter: true } }, { cookie: emirati.cookie })).status,
    ).toBe(403);
    expect(
      (await callRoute(profile, { region: "sa", payload: { newsletter: true } }, { cookie: noura.cookie })).status,
    ).toBe(202);
    const row = await lastEvent();
    expect(row).toMatchObject({
      type: "engagement_customer",
      payload: { newsletter: true, shopper: { customerId: noura.customer.entityId, email: noura.customer.email } },
    });
  });
});

describe("POST /api/x7/custom-entities", () => {
  it("answers only for her own address (any case); anyone else's is 403, a guest 401", async () => {
    expect((await callRoute(customEntities, { region: "sa", customerEmail: noura.customer.email })).status).toBe(401);
    expect(
      (
        await callRoute(
          customEntities,
          { region: "sa", customerEmail: emirati.customer.email },
          { cookie: noura.cookie },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await callRoute(
          customEntities,
          { region: "sa", customerEmail: noura.customer.email.toUpperCase() },
          { cookie: noura.cookie },
        )
      ).status,
    ).toBe(202);
    expect((await lastEvent()).type).toBe("x7_custom_entities");
    expect(
      (await callRoute(customEntities, { region: "sa", customerEmail: "not an address" }, { cookie: noura.cookie }))
        .status,
    ).toBe(400);
  });
});
