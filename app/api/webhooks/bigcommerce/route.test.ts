import { beforeEach, describe, expect, it, vi } from "vitest";

/** BigCommerce's webhooks make a hosted country's cached pages stale: the product's own, or the country's catalogue. */
const env = vi.hoisted(() => ({
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
vi.mock("@/lib/commerce/provider", () => ({ getCommerce: async () => ({ getProductsByIds: products.byId }) }));
const { POST } = await import("./route");

const hook = (body: unknown, secret: string | null = env.BC_WEBHOOK_SECRET ?? null) =>
  POST(new Request("http://localhost/api/webhooks/bigcommerce", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", ...(secret && { "x-webhook-secret": secret }) } }));
const updated = { scope: "store/product/updated", producer: "stores/abc123", store_id: "1001", hash: "h", created_at: 1764000000, data: { type: "product", id: 77 } };

beforeEach(() => {
  revalidateTag.mockReset();
  products.byId.mockReset();
  env.BC_WEBHOOK_SECRET = "a-webhook-secret-of-32-characters";
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
    expect(revalidateTag).toHaveBeenCalledWith("product:sa:MR925Y-000084", "max");
  });

  it("a variant's or a stock change makes only its product's pages stale, from where each scope names the product", async () => {
    products.byId.mockResolvedValue([{ productId: 206, sku: "LUM-RNG-206" }]);
    // Webhooks v3 payloads: store/sku/* name the product at data.sku.product_id, the inventory scopes at data.inventory.product_id.
    const bodies = [
      { ...updated, scope: "store/sku/updated", data: { type: "sku", id: 461, sku: { product_id: 206, variant_id: 509 } } },
      { ...updated, scope: "store/sku/created", data: { type: "sku", id: 462, sku: { product_id: 206, variant_id: 510 } } },
      { ...updated, scope: "store/sku/inventory/updated", data: { type: "sku", id: 461, inventory: { product_id: 206, method: "absolute", value: 5, variant_id: 509 } } },
      { ...updated, scope: "store/sku/inventory/order/updated", data: { type: "sku", id: 461, inventory: { product_id: 206, method: "relative", value: -1, variant_id: 509 } } },
      { ...updated, scope: "store/product/inventory/updated", data: { type: "product", id: 206, inventory: { product_id: 206, method: "absolute", value: 3 } } },
      { ...updated, scope: "store/product/inventory/order/updated", data: { type: "product", id: 206, inventory: { product_id: 206, method: "relative", value: -1 } } },
    ];
    for (const body of bodies) {
      products.byId.mockClear();
      expect((await (await hook(body)).json()).response.revalidated, body.scope).toEqual(["product:sa:LUM-RNG-206"]);
      expect(products.byId).toHaveBeenCalledWith([206], "en");
    }
    expect(revalidateTag).not.toHaveBeenCalledWith("catalogue:sa", "max");
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
    for (const body of [{ ...updated, producer: "stores/zzz999" }, { ...updated, producer: "stores/def456" }, { ...updated, scope: "store/order/created", data: { type: "order", id: 1 } }]) {
      const answer = await hook(body);
      expect(answer.status).toBe(200);
      expect((await answer.json()).response.revalidated).toEqual([]);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("refuses a body that is not a webhook (400)", async () => {
    expect((await hook({ scope: "store/product/updated" })).status).toBe(400);
    expect((await hook({ ...updated, data: { type: "product", id: -1 } })).status).toBe(400);
  });
});
