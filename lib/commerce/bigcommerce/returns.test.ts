import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { openTestDb } from "@/lib/db/test-db";
import { insertDeliveredOrder } from "@/tests/support/orders";
import type { Order } from "../cart-types";
import { createReturns, type ReturnPolicy } from "../engine";
import { returnRequest } from "../embedded/test-returns";
import type { NewReturn } from "../return-types";
import type { ProductSummary } from "../types";
import { createBigCommerceReturns, hostedOrderReturns, toReturnOrder } from "./returns";

/** A hosted country's returns: in our database under the store's order and line ids, orders read from the store. */
let handle: Awaited<ReturnType<typeof openTestDb>>;
let db: Db;
const now = new Date("2026-11-05T09:00:00Z");
const policy: ReturnPolicy = { windowDays: () => 15, reviewRule: () => ({ max: 3, days: 90 }), now: () => now };
beforeAll(async () => {
  handle = await openTestDb();
  db = handle.db;
});
afterAll(() => handle.close());

const NOURA = 7;
const line = (id: number, productId: number, price: number, quantity = 1) => ({
  id,
  product_id: productId,
  variant_id: productId,
  sku: `SKU-${productId}`,
  name: `Piece ${productId}`,
  url: `piece-sku-${productId}`,
  options: [],
  quantity,
  base_price: price,
  price,
  total: price * quantity,
  discount: 0,
  image_url: null,
});
const order = (
  id: number,
  customerId: number,
  lines: ReturnType<typeof line>[],
  delivered: string | null = "2026-11-03T09:00:00Z",
) =>
  ({
    id,
    customer_id: customerId,
    status: delivered ? "delivered" : "shipped",
    currency: { code: "SAR" },
    payment_method: "Credit Card",
    created_time: "2026-10-30T09:00:00Z",
    delivered_time: delivered,
    lines,
  }) as unknown as Order;

/** The store's orders and catalogue as the orders and catalogue parts answer them. */
function hosted(orders: Order[]) {
  const types: Record<number, string> = { 101: "rings", 102: "earrings" };
  return createBigCommerceReturns("sa", {
    orders: { getOrder: async (id) => orders.find((o) => o.id === id) ?? null },
    catalogue: {
      getProductsByIds: async (ids) =>
        ids.map((id) => ({ entityId: id, type: types[id] ?? "rings" }) as unknown as ProductSummary),
    },
    db: async () => db,
    policy,
  });
}

const request = (orderId: number, lines: { orderLineId: number; quantity: number }[], extra: Partial<NewReturn> = {}) =>
  returnRequest(now, orderId, lines, extra);

describe("BigCommerce returns", () => {
  it("maps a hosted order for the rules: delivery from the store, types from the catalogue, no bundles", () => {
    const mapped = toReturnOrder(order(300, NOURA, [line(9001, 102, 450)]), new Map([[102, "earrings"]]));
    expect(mapped).toMatchObject({
      id: 300,
      customerId: NOURA,
      currency: "SAR",
      paymentMethod: "Credit Card",
      deliveredAt: new Date("2026-11-03T09:00:00Z"),
    });
    expect(mapped.lines).toEqual([
      expect.objectContaining({ id: 9001, productId: 102, productType: "earrings", bundleKey: null, price: 450 }),
    ]);
  });

  it("offers her delivered order's lines under the store's ids and refuses anyone else's", async () => {
    const returns = hosted([order(300, NOURA, [line(9001, 101, 750, 2), line(9002, 102, 450)])]);
    const view = await returns.getReturnableOrder(NOURA, 300, "en");
    if (!view || view === "forbidden") throw new Error("expected her order");
    expect(view).toMatchObject({ order_id: 300, number: "KSA-300", currency: "SAR", last_day: "2026-11-18" });
    expect(view.lines.map((l) => [l.order_line_id, l.pierced, l.returnable])).toEqual([
      [9001, false, 2],
      [9002, true, 1],
    ]);
    expect(await returns.getReturnableOrder(8, 300, "en")).toBe("forbidden");
    expect(await returns.getReturnableOrder(NOURA, 999, "en")).toBeNull();
  });

  it("writes a return keyed by the hosted order, counts what is taken, lists, cancels; delivery is the store's", async () => {
    const returns = hosted([order(301, NOURA, [line(9011, 101, 750, 2)])]);
    const created = await returns.createReturn(NOURA, request(301, [{ orderLineId: 9011, quantity: 1 }]));
    if (created.status !== "ok") throw new Error(`expected a return, got ${created.status}`);
    expect(created.request).toMatchObject({
      order_id: 301,
      order_number: "KSA-301",
      refund_estimate: 750,
      currency: "SAR",
      payment_method: "Credit Card",
      customer_id: NOURA,
    });
    expect(created.request.lines).toEqual([
      expect.objectContaining({ order_line_id: 9011, quantity: 1, name: "Piece 101", total: 750 }),
    ]);
    expect(await returns.createReturn(NOURA, request(301, [{ orderLineId: 9011, quantity: 2 }]))).toMatchObject({
      status: "refused",
      code: "tooMany",
    });
    expect(await returns.createReturn(8, request(301, [{ orderLineId: 9011, quantity: 1 }]))).toEqual({
      status: "forbidden",
    });
    expect((await returns.listReturns(NOURA, "en")).map((r) => r.id)).toEqual([created.request.id]);
    expect(await returns.cancelReturn(NOURA, created.request.id)).toMatchObject({
      status: "ok",
      request: { status: "cancelled" },
    });
    expect(await returns.markOrderDelivered(301)).toBe(false);
  });

  it("keeps the embedded store's returns apart, even for the same order and line numbers", async () => {
    const embedded = createReturns(db, "sa", policy);
    const { orderId, lineIds } = await insertDeliveredOrder(db, {
      customerId: NOURA,
      deliveredAt: new Date("2026-11-03T09:00:00Z"),
      lines: [{ productType: "rings", price: 300 }],
    });
    expect(
      (await embedded.createReturn(NOURA, request(orderId, [{ orderLineId: lineIds[0]!, quantity: 1 }]))).status,
    ).toBe("ok");

    const returns = hosted([order(orderId, NOURA, [line(lineIds[0]!, 101, 750)])]);
    const view = await returns.getReturnableOrder(NOURA, orderId, "en");
    expect(view !== "forbidden" && view?.lines.map((l) => l.returnable)).toEqual([1]);
    expect(await returns.listReturns(NOURA, "en", orderId)).toEqual([]);
    expect(await embedded.listReturns(NOURA, "en", orderId)).toHaveLength(1);
    // The tracking view's list of the order's returns reads the hosted store's rows only.
    expect(await hostedOrderReturns("sa", async () => db)(orderId)).toEqual([]);
  });

  it("lists a hosted order's returns for its tracking view, every status, that country only", async () => {
    const returns = hosted([order(302, NOURA, [line(9021, 101, 750, 2)])]);
    const first = await returns.createReturn(NOURA, request(302, [{ orderLineId: 9021, quantity: 1 }]));
    if (first.status !== "ok") throw new Error(`expected a return, got ${first.status}`);
    await returns.cancelReturn(NOURA, first.request.id);
    const second = await returns.createReturn(NOURA, request(302, [{ orderLineId: 9021, quantity: 1 }]));
    if (second.status !== "ok") throw new Error(`expected a return, got ${second.status}`);
    const listed = await hostedOrderReturns("sa", async () => db)(302);
    expect(listed.map((r) => [r.id, r.status])).toEqual([
      [first.request.id, "cancelled"],
      [second.request.id, second.request.status],
    ]);
    expect(listed[0]!.created_time).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    expect(await hostedOrderReturns("ae", async () => db)(302)).toEqual([]);
    expect(await hostedOrderReturns("sa", async () => db)(303)).toEqual([]);
  });
});
