import { describe, expect, it } from "vitest";
import { PICKUP_STEPS } from "../tracking-types";
import { createBigCommerceCarts } from "./carts";
import { createBigCommerceOrders } from "./orders";
import { storeLocationsOf } from "./store-locations";
import { fakeStoreClients } from "./test-clients";
import { fakeCartCatalogue } from "./test-cart-catalogue";
import { withBigCommerceFake } from "./test-fake";
import { pickupTimeline } from "./tracking-map";

/** Orders collected in store (Orders v2 pickup consignments) as ours, and their tracking, against the fake stores. */
const fake = withBigCommerceFake();

const orders = () => createBigCommerceOrders({ clients: fakeStoreClients("sa") });
const carts = () =>
  createBigCommerceCarts({ clients: fakeStoreClients("sa"), catalogue: fakeCartCatalogue(fake, "sa") });
const CONSIGNMENTS = "GET /v2/orders/{order_id}/consignments";
const consignmentReads = () => fake.requests.filter((r) => r.operation === CONSIGNMENTS);
const boutique = (id: number, lang: "en" | "ar" = "en") => storeLocationsOf("sa", lang).find((s) => s.id === id)!;

async function order(pickupStoreId?: number) {
  const sa = fake.stores.sa;
  const customerId = sa.seedCustomer({
    email: `c${sa.customers.size}@example.com`,
    password: "secret-1",
    firstName: "Noura",
    lastName: "Alharbi",
    phone: "+966 50 123 4567",
  });
  const cart = await carts().createCart({ lines: [{ product_id: 102, quantity: 1 }], customerId });
  return { customerId, orderId: sa.placeOrder(cart.id, pickupStoreId === undefined ? {} : { pickupStoreId }) };
}

describe("BigCommerce orders collected in store", () => {
  it("reads the order's boutique from its pickup consignment, collected by the billing name and phone", async () => {
    const { orderId } = await order(3);
    const read = await orders().getOrder(orderId, "ar");
    expect(read!.pickup).toEqual({
      store: boutique(3, "ar"),
      collector: { name: "Noura Alharbi", phone: "+966 50 123 4567" },
      ready: false,
    });
    expect(read!.shipping_address).toEqual({
      first_name: "Noura",
      last_name: "Alharbi",
      street: boutique(3, "ar").address,
      city: boutique(3, "ar").city,
      governorate: "",
      postal_code: "",
      phone: "+966 50 123 4567",
      country_code: "SA",
    });
    expect(consignmentReads()).toHaveLength(1);
  });

  it("reads consignments only for an order that may be collected: a delivered one costs no extra call", async () => {
    const { customerId } = await order();
    const delivered = fake.stores.sa.orders.size;
    const cart = await carts().createCart({ lines: [{ product_id: 104, quantity: 1 }], customerId });
    const collected = fake.stores.sa.placeOrder(cart.id, { pickupStoreId: 9 });
    const list = await orders().listCustomerOrders(customerId, "en");
    expect(list.map((o) => [o.id, o.pickup?.store.id ?? null])).toEqual([
      [collected, 9],
      [expect.any(Number), null],
    ]);
    expect(delivered).toBe(1);
    expect(consignmentReads().map((r) => r.url)).toEqual([
      expect.stringContaining(`/v2/orders/${collected}/consignments`),
    ]);
    const tracking = await orders().getOrderTracking(list[1]!.id, "en");
    expect(tracking).toMatchObject({ method: "delivery", pickup_store: null });
    expect(consignmentReads()).toHaveLength(1);
  });

  it("reads an order to collect as ready once it is Awaiting Pickup", async () => {
    const { orderId } = await order(3);
    fake.stores.sa.setOrderStatus(orderId, 8);
    expect((await orders().getOrder(orderId, "en"))!.pickup).toMatchObject({ store: { id: 3 }, ready: true });
  });

  it("reads an Awaiting Pickup order's consignments, and keeps it delivered when it has no pickup", async () => {
    const { orderId } = await order();
    fake.stores.sa.setOrderStatus(orderId, 8);
    expect((await orders().getOrder(orderId, "en"))!.pickup).toBeNull();
    expect(consignmentReads()).toHaveLength(1);
  });

  it("keeps an order collected at a location that is none of our boutiques an order to collect", async () => {
    const { orderId } = await order(2);
    const location = fake.stores.sa.boutiqueLocation(2)!;
    location.code = "RIYADH-PARK";
    const read = await orders().getOrder(orderId, "en");
    expect(read!.pickup!.store).toEqual({
      id: 0,
      name: location.label,
      city: location.address.city,
      address: location.address.address1,
      phone: location.address.phone,
      hours: "Ready within 2 hours",
      latitude: 0,
      longitude: 0,
    });
  });

  it("tracks an order to collect on the pickup path: ready at Awaiting Pickup, collected at Completed", async () => {
    const { orderId } = await order(5);
    const sa = fake.stores.sa;
    const created = sa.orders.get(orderId)!.created;
    const track = () => orders().getOrderTracking(orderId, "en");
    const first = await track();
    expect(first).toMatchObject({
      method: "pickup",
      pickup_store: boutique(5),
      shipments: [],
      status: "awaiting_fulfillment",
    });
    expect(first!.timeline.map((s) => s.step)).toEqual([...PICKUP_STEPS]);
    expect(first!.timeline.map((s) => s.at !== null)).toEqual([true, true, false, false]);
    // The collector at the boutique, masked as every delivery address is.
    expect(first!.delivery).toEqual({
      name: "N•••• A••••••",
      street: expect.stringMatching(/^Re• Se• Ma••• /),
      city: boutique(5).city,
      postal_code: "",
      phone: "••••••••67",
      country_code: "SA",
    });

    const ready = new Date(created.getTime() + 3_600_000);
    sa.setOrderStatus(orderId, 8, ready);
    expect((await track())!.timeline).toEqual([
      { step: "placed", at: created.toISOString().replace(/\.\d{3}Z$/, ".000Z") },
      { step: "confirmed", at: expect.any(String) },
      { step: "ready_for_collection", at: new Date(Math.floor(ready.getTime() / 1000) * 1000).toISOString() },
      { step: "collected", at: null },
    ]);
    sa.setOrderStatus(orderId, 10, new Date(ready.getTime() + 3_600_000));
    const collected = await track();
    expect(collected!.timeline.at(-1)).toEqual({ step: "collected", at: expect.any(String) });
    expect(collected!.status).toBe("delivered");
    sa.setOrderStatus(orderId, 5);
    expect((await track())!.timeline.map((s) => s.step)).toEqual(["placed", "cancelled"]);
  });
});

describe("pickupTimeline", () => {
  const o = (status_id: number) => ({
    status_id,
    date_created: "Mon, 01 Jun 2026 08:00:00 +0000",
    date_modified: "Tue, 02 Jun 2026 10:00:00 +0000",
  });
  const placed = "2026-06-01T08:00:00.000Z";
  const modified = "2026-06-02T10:00:00.000Z";

  it("reads the step from the status, dating the step reached by the last change", () => {
    expect(pickupTimeline(o(1)).map((s) => s.at)).toEqual([placed, null, null, null]);
    expect(pickupTimeline(o(11)).map((s) => s.at)).toEqual([placed, modified, null, null]);
    expect(pickupTimeline(o(8)).map((s) => s.at)).toEqual([placed, placed, modified, null]);
    expect(pickupTimeline(o(10)).map((s) => s.at)).toEqual([placed, placed, modified, modified]);
    // A status the pickup path names no step for (Shipped, Disputed) counts as confirmed.
    for (const status of [2, 9, 13])
      expect(
        pickupTimeline(o(status)).map((s) => s.at),
        String(status),
      ).toEqual([placed, modified, null, null]);
    for (const status of [4, 5, 6])
      expect(pickupTimeline(o(status)), String(status)).toEqual([
        { step: "placed", at: placed },
        { step: "cancelled", at: modified },
      ]);
  });
});
