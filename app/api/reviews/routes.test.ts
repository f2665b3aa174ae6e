import { beforeAll, describe, expect, it, vi } from "vitest";
import { routeTestDb } from "@/tests/support/route-harness";
import { eq } from "drizzle-orm";
import { sellableProducts } from "@/lib/db/test-catalogue";
import * as t from "@/lib/db/schema";
import { createTestCustomer } from "@/lib/auth/test-customers";
import { insertTestOrder } from "@/lib/commerce/embedded/test-orders";

/** The review routes called directly against the embedded store on a throw-away database. */
vi.mock("@/lib/db/client", async (original) => (await import("@/tests/support/route-harness")).testDbClient(original));
vi.mock("@/features/monitoring/report-error", async () =>
  (await import("@/tests/support/route-harness")).spyReporter(),
);
const database = routeTestDb({ products: 20 });

const routes = {
  pending: (await import("./pending/route")).POST,
  create: (await import("./create/route")).POST,
  mine: (await import("./mine/route")).POST,
};

async function call(route: keyof typeof routes, body: unknown, cookie?: string) {
  const request = new Request(`http://localhost/api/reviews/${route}`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", ...(cookie && { cookie }) },
  });
  const res = await routes[route](request);
  return { status: res.status, json: await res.json() };
}

type Shopper = Awaited<ReturnType<typeof createTestCustomer>>;
let noura: Shopper;
let omar: Shopper;
let p: number[];
const counters = async (id: number) =>
  (
    await database.db
      .select({ count: t.products.reviewCount, sum: t.products.reviewSum })
      .from(t.products)
      .where(eq(t.products.id, id))
  )[0]!;
const review = (productId: number, extra: object = {}) => ({
  region: "sa",
  locale: "en-sa",
  productId,
  rating: 4,
  text: "Beautiful and well made.",
  ...extra,
});

beforeAll(async () => {
  const handle = database.db;
  p = (await sellableProducts(handle, "sa")).map((r) => r.productId);
  noura = await createTestCustomer(handle, "sa");
  omar = await createTestCustomer(handle, "sa", { firstName: "Omar" });
  await insertTestOrder(handle, {
    customerId: noura.customer.entityId,
    productIds: [p[0]!, p[1]!],
    placedAt: new Date(Date.UTC(2025, 0, 1)),
  });
  await insertTestOrder(handle, {
    customerId: noura.customer.entityId,
    productIds: [p[2]!],
    placedAt: new Date(Date.UTC(2025, 1, 1)),
  });
});

describe("/api/reviews/*", () => {
  it("refuses without a session (401), for another customer or country (403), bad bodies (400)", async () => {
    const bodies = {
      pending: { region: "sa", locale: "en-sa" },
      mine: { region: "sa", locale: "en-sa" },
      create: review(p[0]!),
    };
    for (const route of ["pending", "mine", "create"] as const) {
      expect((await call(route, bodies[route])).status).toBe(401);
      const other = await call(route, { ...bodies[route], customerId: omar.customer.entityId }, noura.cookie);
      expect(other.status).toBe(403);
      expect(other.json.code).toBe("forbidden");
      expect((await call(route, { ...bodies[route], region: "ae", locale: "en-ae" }, noura.cookie)).json.code).toBe(
        "otherRegion",
      );
      expect((await call(route, { ...bodies[route], locale: "ar-eg" }, noura.cookie)).status).toBe(400);
    }
    expect((await call("mine", { region: "sa", locale: "en-sa", sort: "oldest" }, noura.cookie)).status).toBe(400);
    const before = await counters(p[0]!);
    for (const bad of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { text: "Too short" },
      { text: "x".repeat(2001) },
      { title: "t".repeat(121) },
      { text: "          short     " },
    ]) {
      const res = await call("create", review(p[0]!, bad), noura.cookie);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await counters(p[0]!)).toEqual(before);
  });

  it("pending lists her ordered products newest order first; writing one moves the counters and the list", async () => {
    const pending = await call("pending", { region: "sa", locale: "en-sa" }, noura.cookie);
    expect(pending.status).toBe(200);
    expect(pending.json.response.count).toBe(3);
    expect(pending.json.response.items.map((i: { product: { entityId: number } }) => i.product.entityId)).toEqual([
      p[2],
      p[0],
      p[1],
    ]);

    const before = await counters(p[0]!);
    const created = await call("create", review(p[0]!, { rating: 5, title: "  Gorgeous  " }), noura.cookie);
    expect(created.status).toBe(201);
    expect(created.json.response).toMatchObject({ rating: 5, title: "Gorgeous", product: { entityId: p[0] } });
    expect(await counters(p[0]!)).toEqual({ count: before.count + 1, sum: before.sum + 5 });
    expect((await call("pending", { region: "sa", locale: "en-sa" }, noura.cookie)).json.response.count).toBe(2);

    const again = await call("create", review(p[0]!, { rating: 1 }), noura.cookie);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("alreadyReviewed");
    expect(await counters(p[0]!)).toEqual({ count: before.count + 1, sum: before.sum + 5 });

    const notBought = await call("create", review(p[3]!), noura.cookie);
    expect(notBought.status).toBe(403);
    expect(notBought.json.code).toBe("notPurchased");
    expect((await call("create", review(p[0]!), omar.cookie)).json.code).toBe("notPurchased");
  });

  it("mine sorts her reviews", async () => {
    await call("create", review(p[1]!, { rating: 2 }), noura.cookie);
    await call("create", review(p[2]!, { rating: 4 }), noura.cookie);
    const ratings = async (sort?: string) =>
      (await call("mine", { region: "sa", locale: "en-sa", ...(sort && { sort }) }, noura.cookie)).json.response.map(
        (r: { rating: number }) => r.rating,
      );
    expect(await ratings()).toEqual([4, 2, 5]);
    expect(await ratings("highest")).toEqual([5, 4, 2]);
    expect(await ratings("lowest")).toEqual([2, 4, 5]);
    expect((await call("mine", { region: "sa", locale: "en-sa" }, omar.cookie)).json.response).toEqual([]);
  });
});
