import { beforeAll, describe, expect, it, vi } from "vitest";
import { routeTestDb } from "@/tests/support/route-harness";
import { createTestCustomer } from "@/lib/auth/test-customers";
import { callRoute, insertOrder } from "@/features/account/test-support";

/**
 * The order routes of the account (getAllOrders, order, orderItems) called directly against the
 * embedded store on a throw-away database: a customer sees only her own orders, and another's
 * order answers exactly like an unknown one.
 */
vi.mock("@/lib/db/client", async (original) => (await import("@/tests/support/route-harness")).testDbClient(original));
vi.mock("@/features/monitoring/report-error", async () =>
  (await import("@/tests/support/route-harness")).spyReporter(),
);
const database = routeTestDb();

const allOrders = (await import("./getAllOrders/route")).POST;
const orderRoute = (await import("./order/route")).POST;
const orderItems = (await import("./orderItems/route")).POST;

type Shopper = Awaited<ReturnType<typeof createTestCustomer>>;
let noura: Shopper;
let omar: Shopper;
const ids = { older: 0, newer: 0, omars: 0, guest: 0, otherCountry: 0 };

beforeAll(async () => {
  const handle = database.db;
  noura = await createTestCustomer(handle, "sa");
  omar = await createTestCustomer(handle, "sa", { firstName: "Omar" });
  const me = noura.customer.entityId;
  ids.older = await insertOrder(handle, { customerId: me, email: noura.customer.email, daysAgo: 10 });
  ids.newer = await insertOrder(handle, { customerId: me, email: noura.customer.email, daysAgo: 1, total: 500 });
  ids.omars = await insertOrder(handle, { customerId: omar.customer.entityId, email: omar.customer.email });
  // A guest order with her address, and one of her id in another country's store: neither is hers here.
  ids.guest = await insertOrder(handle, { customerId: 0, email: noura.customer.email });
  ids.otherCountry = await insertOrder(handle, { region: "ae", customerId: me, email: noura.customer.email });
});

describe("POST /api/orders/getAllOrders", () => {
  it("lists the session customer's orders in her country, newest first", async () => {
    const res = await callRoute(
      allOrders,
      { email: noura.customer.email.toUpperCase(), region: "sa", locale: "ar-sa" },
      { cookie: noura.cookie },
    );
    expect(res.status).toBe(200);
    const orders = res.json.response.completeOrders;
    expect(orders.map((o: { id: number }) => o.id)).toEqual([ids.newer, ids.older]);
    expect(orders[0]).toMatchObject({ grand_total: 500, number: `KSA-${100000 + ids.newer}` });
    expect(orders[0].lines[0].name).toBe("لومينا - خاتم ذهب");
    // Without a region the session's country is read; an account without orders has none.
    expect(
      (await callRoute(allOrders, { email: noura.customer.email }, { cookie: noura.cookie })).json.response
        .completeOrders,
    ).toHaveLength(2);
    expect(
      (await callRoute(allOrders, { email: omar.customer.email }, { cookie: omar.cookie })).json.response
        .completeOrders,
    ).toHaveLength(1);
  });

  it("refuses guests (401), another customer's email (403) and bad bodies (400)", async () => {
    expect((await callRoute(allOrders, { email: noura.customer.email })).status).toBe(401);
    const other = await callRoute(allOrders, { email: omar.customer.email }, { cookie: noura.cookie });
    expect(other.status).toBe(403);
    expect(other.json.code).toBe("forbidden");
    expect(
      (
        await callRoute(
          allOrders,
          { email: noura.customer.email, customerId: omar.customer.entityId },
          { cookie: noura.cookie },
        )
      ).status,
    ).toBe(403);
    expect((await callRoute(allOrders, { email: "not-an-email" }, { cookie: noura.cookie })).status).toBe(400);
    expect(
      (await callRoute(allOrders, { email: noura.customer.email, region: "ae" }, { cookie: noura.cookie })).status,
    ).toBe(403);
  });
});

describe("POST /api/orders/order and /api/orders/orderItems", () => {
  it("open the customer's own order", async () => {
    const order = await callRoute(orderRoute, { orderId: ids.older, region: "sa" }, { cookie: noura.cookie });
    expect(order.status).toBe(200);
    expect(order.json.response).toMatchObject({
      id: ids.older,
      customer_id: noura.customer.entityId,
      status: "awaiting_fulfillment",
    });
    const items = await callRoute(
      orderItems,
      { orderId: String(ids.older), region: "sa", locale: "en-sa" },
      { cookie: noura.cookie },
    );
    expect(items.status).toBe(200);
    expect(items.json.response).toEqual([
      expect.objectContaining({ sku: "TEST-1", quantity: 2, name: "Lumina - Gold ring" }),
    ]);
  });

  it("answer another's order, a guest's and another country's exactly like an unknown id (404)", async () => {
    for (const route of [orderRoute, orderItems]) {
      const unknown = await callRoute(route, { orderId: 987654, region: "sa" }, { cookie: noura.cookie });
      expect(unknown.status).toBe(404);
      for (const orderId of [ids.omars, ids.guest, ids.otherCountry]) {
        const res = await callRoute(route, { orderId, region: "sa" }, { cookie: noura.cookie });
        expect(res.status).toBe(404);
        expect(res.json).toEqual(unknown.json);
      }
      expect((await callRoute(route, { orderId: ids.older, region: "sa" })).status).toBe(401);
      expect((await callRoute(route, { orderId: 0, region: "sa" }, { cookie: noura.cookie })).status).toBe(400);
      expect((await callRoute(route, { orderId: 1e12, region: "sa" }, { cookie: noura.cookie })).status).toBe(400);
      expect(
        (
          await callRoute(
            route,
            { orderId: ids.older, region: "sa", customerId: omar.customer.entityId },
            { cookie: noura.cookie },
          )
        ).status,
      ).toBe(403);
    }
  });
});
