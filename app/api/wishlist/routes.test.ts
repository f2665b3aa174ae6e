import { beforeAll, describe, expect, it, vi } from "vitest";
import { routeTestDb } from "@/tests/support/route-harness";
import { and, eq } from "drizzle-orm";
import { sellableProducts } from "@/lib/db/test-catalogue";
import * as t from "@/lib/db/schema";
import { createTestCustomer } from "@/lib/auth/test-customers";

/**
 * The wishlist routes called directly (POST(request)) against the embedded store on a throw-away
 * database: identity from the session only, real status codes, the merge rules.
 */
vi.mock("@/lib/db/client", async (original) => (await import("@/tests/support/route-harness")).testDbClient(original));
vi.mock("@/features/monitoring/report-error", async () =>
  (await import("@/tests/support/route-harness")).spyReporter(),
);
const database = routeTestDb({ products: 30 });

const routes = {
  get: (await import("./get/route")).POST,
  add: (await import("./add/route")).POST,
  remove: (await import("./remove/route")).POST,
  merge: (await import("./merge/route")).POST,
  products: (await import("./products/route")).POST,
};

async function call(
  route: keyof typeof routes,
  body: unknown,
  { cookie, origin }: { cookie?: string; origin?: string } = {},
) {
  const request = new Request(`http://localhost/api/wishlist/${route}`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", ...(cookie && { cookie }), ...(origin && { origin }) },
  });
  const res = await routes[route](request);
  return { status: res.status, json: await res.json() };
}

type Shopper = Awaited<ReturnType<typeof createTestCustomer>>;
let noura: Shopper;
let omar: Shopper;
let sold: number[];
let unsold: number;
const ids = (json: { response: { items: { productEntityId: number }[] }[] }) =>
  json.response.flatMap((l) => l.items.map((i) => i.productEntityId));

beforeAll(async () => {
  const handle = database.db;
  sold = (await sellableProducts(handle, "sa")).map((p) => p.productId);
  unsold = sold.pop()!;
  await handle
    .update(t.regionProducts)
    .set({ visible: false })
    .where(and(eq(t.regionProducts.region, "sa"), eq(t.regionProducts.productId, unsold)));
  noura = await createTestCustomer(handle, "sa");
  omar = await createTestCustomer(handle, "sa", { firstName: "Omar" });
});

describe("/api/wishlist/*", () => {
  it("refuses without a session (401), for another customer or country (403), cross-site (403), bad bodies (400)", async () => {
    const body = { region: "sa", locale: "en-sa", productId: sold[0] };
    for (const route of ["get", "add", "remove"] as const) {
      const anonymous = await call(route, body);
      expect(anonymous.status).toBe(401);
      expect(anonymous.json.code).toBe("signInRequired");
      const other = await call(route, { ...body, customerId: omar.customer.entityId }, { cookie: noura.cookie });
      expect(other.status).toBe(403);
      expect(other.json.code).toBe("forbidden");
      expect((await call(route, { ...body, region: "ae", locale: "en-ae" }, { cookie: noura.cookie })).json.code).toBe(
        "otherRegion",
      );
      expect((await call(route, body, { cookie: noura.cookie, origin: "https://evil.example" })).status).toBe(403);
      expect((await call(route, { ...body, locale: "en-ae" }, { cookie: noura.cookie })).status).toBe(400);
      expect((await call(route, "not json", { cookie: noura.cookie })).status).toBe(400);
    }
    expect(
      (await call("add", { region: "sa", locale: "en-sa", productId: "x" }, { cookie: noura.cookie })).status,
    ).toBe(400);
    expect(
      (await call("add", { region: "sa", locale: "en-sa", productId: 1.5 }, { cookie: noura.cookie })).status,
    ).toBe(400);
    expect((await call("merge", { region: "sa", productIds: [] })).status).toBe(401);
    expect(
      (
        await call(
          "merge",
          { region: "sa", productIds: [1], customerId: omar.customer.entityId },
          { cookie: noura.cookie },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await call(
          "merge",
          { region: "sa", productIds: Array.from({ length: 201 }, (_, i) => i + 1) },
          { cookie: noura.cookie },
        )
      ).status,
    ).toBe(400);
  });

  it("adds (idempotent), reads and removes the session customer's items", async () => {
    const me = { cookie: noura.cookie };
    expect(
      (await call("get", { region: "sa", locale: "en-sa", customerId: noura.customer.entityId }, me)).json.response,
    ).toEqual([]);
    const added = await call("add", { region: "sa", locale: "ar-sa", productId: sold[0] }, me);
    expect(added.status).toBe(200);
    expect(added.json.response[0]).toMatchObject({ name: "My wishlist", isDefault: true });
    expect(added.json.response[0].items[0].product.name).toMatch(/[\u0600-\u06FF]/);
    await call("add", { region: "sa", locale: "en-sa", productId: sold[0] }, me);
    await call("add", { region: "sa", locale: "en-sa", productId: sold[1] }, me);
    expect(ids((await call("get", { region: "sa", locale: "en-sa" }, me)).json).sort()).toEqual(
      [sold[0], sold[1]].sort(),
    );

    const missing = await call("add", { region: "sa", locale: "en-sa", productId: unsold }, me);
    expect(missing.status).toBe(404);
    expect(missing.json.code).toBe("productNotFound");

    const removed = await call("remove", { region: "sa", locale: "en-sa", productId: sold[0] }, me);
    expect(ids(removed.json)).toEqual([sold[1]]);
    expect((await call("remove", { region: "sa", locale: "en-sa", productId: sold[0] }, me)).status).toBe(200);
    // Omar's list is his own.
    expect((await call("get", { region: "sa", locale: "en-sa" }, { cookie: omar.cookie })).json.response).toEqual([]);
  });

  it("merges guest items: into the default wishlist, no duplicates, unknown and unsold skipped", async () => {
    const me = { cookie: omar.cookie };
    await call("add", { region: "sa", locale: "en-sa", productId: sold[2] }, me);
    const merged = await call(
      "merge",
      { region: "sa", productIds: [sold[2], sold[3], sold[3], unsold, 2_000_000_000] },
      me,
    );
    expect(merged.status).toBe(200);
    expect(merged.json.response).toEqual({ added: 1, skipped: 4 });
    const lists = (await call("get", { region: "sa", locale: "en-sa" }, me)).json;
    expect(lists.response).toHaveLength(1);
    expect(ids(lists).sort()).toEqual([sold[2], sold[3]].sort());
  });

  it("products: today's summaries of a guest's ids, without a session; unsold ones absent", async () => {
    const res = await call("products", { locale: "ar-sa", ids: [sold[4], unsold, sold[4]] });
    expect(res.status).toBe(200);
    expect(res.json.response.map((p: { entityId: number }) => p.entityId)).toEqual([sold[4]]);
    expect((await call("products", { locale: "xx", ids: [] })).status).toBe(400);
  });
});
