import { beforeAll, describe, expect, it, vi } from "vitest";
import { routeTestDb } from "@/tests/support/route-harness";
import { sellableProducts, setStock } from "@/lib/db/test-catalogue";
import * as t from "@/lib/db/schema";

/**
 * POST /api/cart/createCart is open to guests, so a script could fill the store with carts:
 * carts per client address per minute and per visitor per day are limited (ADR 0024).
 */
const LIMITS = vi.hoisted(() => {
  process.env.GUEST_WRITES_PER_MINUTE = "5";
  process.env.VISITOR_WRITES_PER_DAY = "8";
  process.env.SESSION_COOKIE_SECURE = "always";
  return { perMinute: 5, perDay: 8 };
});
vi.mock("@/lib/db/client", async (original) => (await import("@/tests/support/route-harness")).testDbClient(original));
vi.mock("@/features/monitoring/report-error", async () =>
  (await import("@/tests/support/route-harness")).spyReporter(),
);
const database = routeTestDb({ products: 20 });

const { POST } = await import("./route");

let productId: number;
beforeAll(async () => {
  const row = (await sellableProducts(database.db, "sa")).find((p) => p.variants === 1)!;
  productId = row.productId;
  await setStock(database.db, "sa", row.variantId, 10);
});

async function create(ip: string, cookie?: string) {
  const response = await POST(
    new Request("http://localhost/api/cart/createCart", {
      method: "POST",
      body: JSON.stringify({
        region: "sa",
        locale: "en-sa",
        payload: { line_items: [{ product_id: productId, quantity: 1 }] },
      }),
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
const cartCount = async () => (await database.db.select({ id: t.carts.id }).from(t.carts)).length;

describe("POST /api/cart/createCart limits", () => {
  it("answers 429 with Retry-After past the carts one address may create in a minute, and creates none then", async () => {
    for (let i = 0; i < LIMITS.perMinute; i++) expect((await create("203.0.113.20")).status).toBe(201);
    const before = await cartCount();
    const refused = await create("203.0.113.20");
    expect(refused).toMatchObject({ status: 429, json: { hasError: true, code: "tooManyRequests" } });
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    expect(await cartCount()).toBe(before);
    expect((await create("203.0.113.21")).status).toBe(201);
  });

  it("caps one visitor's new carts a day, whatever address she comes from", async () => {
    const cookie = "lumina_vid=6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";
    for (let i = 0; i < LIMITS.perDay; i++) expect((await create(`198.51.100.${i + 1}`, cookie)).status).toBe(201);
    const capped = await create("198.51.100.99", cookie);
    expect(capped.status).toBe(429);
    expect(capped.retryAfter).toBeGreaterThan(23 * 3600);
  });

  it("gives a guest's visitor cookie Secure by the session cookie's rule", async () => {
    expect((await create("192.0.2.30")).setCookie).toMatch(/^lumina_vid=[^;]+;.*; Secure/);
  });
});
