import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openTestDb } from "@/lib/db/test-db";

/**
 * BigCommerce's webhooks make a hosted country's cached pages stale: the product's own, or the
 * country's catalogue, by a `webhook` job on the store's queue (PGlite here, PostgreSQL in the
 * suite's PostgreSQL run); no worker runs in this file, so the jobs stay queued to be read.
 */
const env = vi.hoisted(() => ({
  DATABASE_URL: process.env.DATABASE_URL,
  BC_WEBHOOK_SECRET: "a-webhook-secret-of-32-characters" as string | undefined,
  BC_SA_STORE_HASH: "abc123",
  BC_AE_STORE_HASH: "def456",
  COMMERCE_PROVIDER_SA: "bigcommerce",
  COMMERCE_PROVIDER_AE: "embedded",
  COMMERCE_PROVIDER_EG: "embedded",
}));
const revalidateTag = vi.hoisted(() => vi.fn());
const products = vi.hoisted(() => ({ byId: vi.fn() }));
vi.mock("@/lib/env", () => ({ serverEnv: () => env }));
vi.mock("next/cache", () => ({ revalidateTag, unstable_cache: (fn: unknown) => fn }));
// The hosted countries' webhooks as their adapter reads them (the settings above); their catalogue stood in for.
vi.mock("@/lib/commerce/provider", async () => {
  const { bigCommerceWebhooks } = await import("@/lib/commerce/bigcommerce/webhooks");
  const hosted = (["sa", "ae", "eg"] as const).filter(
    (region) => env[`COMMERCE_PROVIDER_${region.toUpperCase()}` as "COMMERCE_PROVIDER_SA"] === "bigcommerce",
  );
  return {
    getCommerce: async () => ({ getProductsByIds: products.byId }),
    hostedStores: async () => hosted.map((region) => ({ region, hosted: { webhooks: bigCommerceWebhooks(region) } })),
  };
});
const db = vi.hoisted(() => ({
  handle: null as null | Awaited<ReturnType<typeof import("@/lib/db/test-db").openTestDb>>,
  broken: false,
}));
vi.mock("@/lib/db/client", async (original) => ({
  ...(await original<typeof import("@/lib/db/client")>()),
  getDb: async () => {
    if (db.broken) throw new Error("the database cannot be reached");
    return db.handle!.db;
  },
}));
const { POST } = await import("./route");
const { jobsFor, closeJobs } = await import("@/lib/jobs/runtime");
let jobs: Awaited<ReturnType<typeof jobsFor>>;

beforeAll(async () => {
  db.handle = await openTestDb();
  jobs = await jobsFor(db.handle.db);
}, 30_000);
afterAll(async () => {
  await closeJobs(jobs, 1000);
  await db.handle?.close();
});

/** The webhook jobs queued, oldest first: their tags. */
async function queued(): Promise<string[][]> {
  const { rows } = await jobs.sql(
    `select data from "${jobs.schema}".job where name = 'webhook' and state = 'created' order by created_on, id`,
  );
  return (rows as { data: { tags: string[] } }[]).map((row) => row.data.tags);
}

const hook = (body: unknown, secret: string | null = env.BC_WEBHOOK_SECRET ?? null) =>
  POST(
    new Request("http://localhost/api/webhooks/bigcommerce", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", ...(secret && { "x-webhook-secret": secret }) },
    }),
  );
const updated = {
  scope: "store/product/updated",
  producer: "stores/abc123",
  store_id: "1001",
  hash: "h",
  created_at: 1764000000,
  data: { type: "product", id: 77 },
};

beforeEach(async () => {
  revalidateTag.mockReset();
  products.byId.mockReset();
  env.BC_WEBHOOK_SECRET = "a-webhook-secret-of-32-characters";
  db.broken = false;
  await jobs.sql(`delete from "${jobs.schema}".job where name = 'webhook'`);
});

describe("POST /api/webhooks/bigcommerce", () => {
  it("does not exist without BC_WEBHOOK_SECRET, and refuses a missing or wrong secret header", async () => {
    expect((await hook(updated, "wrong")).status).toBe(401);
    expect((await hook(updated, null)).status).toBe(401);
    env.BC_WEBHOOK_SECRET = undefined;
    expect((await hook(updated, "anything")).status).toBe(404);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("a product's change makes that product's pages stale in its country", async () => {
    products.byId.mockResolvedValue([{ productId: 77, sku: "MR925Y-000084" }]);
    const answer = await hook(updated);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ hasError: false, response: { revalidated: ["product:sa:MR925Y-000084"] } });
    expect(products.byId).toHaveBeenCalledWith([77], "en");
    // Queued, not revalidated inline: revalidateTag needs a request, and a worker has none.
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(await queued()).toEqual([["product:sa:MR925Y-000084"]]);
  });

  it("a burst of hooks about one product queues one job, and another product's its own", async () => {
    products.byId.mockImplementation(async ([id]: number[]) => [{ productId: id, sku: `SKU-${id}` }]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        hook({
          ...updated,
          scope: n % 2 ? "store/product/updated" : "store/product/inventory/updated",
          data: { type: "product", id: 77 },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    await hook({ ...updated, data: { type: "product", id: 78 } });
    await hook({ ...updated, data: { type: "product", id: 77 } });
    expect(await queued()).toEqual([["product:sa:SKU-77"], ["product:sa:SKU-78"]]);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("answers 503 (BigCommerce retries it) when the job cannot be stored", async () => {
    db.broken = true;
    products.byId.mockResolvedValue([{ productId: 77, sku: "MR925Y-000084" }]);
    const answer = await hook(updated);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ hasError: true, error: expect.stringMatching(/could not be queued/) });
  });

  it("a variant's or a stock change makes only its product's pages stale, from where each scope names the product", async () => {
    products.byId.mockResolvedValue([{ productId: 206, sku: "LUM-RNG-206" }]);
    // Webhooks v3 payloads: store/sku/* name the product at data.sku.product_id, the inventory scopes at data.inventory.product_id.
    const bodies = [
      {
        ...updated,
        scope: "store/sku/updated",
        data: { type: "sku", id: 461, sku: { product_id: 206, variant_id: 509 } },
      },
      {
        ...updated,
        scope: "store/sku/created",
        data: { type: "sku", id: 462, sku: { product_id: 206, variant_id: 510 } },
      },
      {
        ...updated,
        scope: "store/sku/inventory/updated",
        data: { type: "sku", id: 461, inventory: { product_id: 206, method: "absolute", value: 5, variant_id: 509 } },
      },
      {
        ...updated,
        scope: "store/sku/inventory/order/updated",
        data: { type: "sku", id: 461, inventory: { product_id: 206, method: "relative", value: -1, variant_id: 509 } },
      },
      {
        ...updated,
        scope: "store/product/inventory/updated",
        data: { type: "product", id: 206, inventory: { product_id: 206, method: "absolute", value: 3 } },
      },
      {
        ...updated,
        scope: "store/product/inventory/order/updated",
        data: { type: "product", id: 206, inventory: { product_id: 206, method: "relative", value: -1 } },
      },
    ];
    for (const body of bodies) {
      products.byId.mockClear();
      expect((await (await hook(body)).json()).response.revalidated, body.scope).toEqual(["product:sa:LUM-RNG-206"]);
      expect(products.byId).toHaveBeenCalledWith([206], "en");
    }
    expect(await queued()).toEqual([["product:sa:LUM-RNG-206"]]);
  });

  it("a variant's hook that names no product makes the country's catalogue stale rather than nothing", async () => {
    const answer = await hook({ ...updated, scope: "store/sku/updated", data: { type: "sku", id: 461 } });
    expect((await answer.json()).response.revalidated).toEqual(["catalogue:sa"]);
  });

  it("a product created or deleted, a category change, or a store that cannot name the product: the country's catalogue", async () => {
    for (const scope of ["store/product/created", "store/product/deleted", "store/category/updated"]) {
      expect((await (await hook({ ...updated, scope })).json()).response.revalidated).toEqual(["catalogue:sa"]);
    }
    products.byId.mockRejectedValue(new Error("upstream down"));
    expect((await (await hook(updated)).json()).response.revalidated).toEqual(["catalogue:sa"]);
  });

  it("another store's hook, an embedded country's, or an order's scope makes nothing stale (200, so it is not retried)", async () => {
    for (const body of [
      { ...updated, producer: "stores/zzz999" },
      { ...updated, producer: "stores/def456" },
      { ...updated, scope: "store/order/created", data: { type: "order", id: 1 } },
    ]) {
      const answer = await hook(body);
      expect(answer.status).toBe(200);
      expect((await answer.json()).response.revalidated).toEqual([]);
    }
    expect(await queued()).toEqual([]);
  });

  it("refuses a body that is not a webhook (400)", async () => {
    expect((await hook({ scope: "store/product/updated" })).status).toBe(400);
    expect((await hook({ ...updated, data: { type: "product", id: -1 } })).status).toBe(400);
  });
});
