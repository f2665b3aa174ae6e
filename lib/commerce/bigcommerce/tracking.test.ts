import { describe, expect, it } from "vitest";
import { fakeBigCommerceForFile } from "@/tests/msw/bigcommerce/file-fake";
import type { FakeShippingAddress } from "@/tests/msw/bigcommerce/store";
import type { RegionCode } from "@/lib/i18n/locales";
import type { ProductSummary } from "../types";
import type { OrderTracking } from "../tracking-types";
import { createBigCommerceCarts } from "./carts";
import { createBigCommerceOrders } from "./orders";
import { fakeStoreClients } from "./test-clients";
import { fakeCartCatalogue } from "./test-cart-catalogue";
import { courierName, httpsLink, trackingTimeline, v2Instant } from "./tracking-map";

/** A hosted order's tracking view (Orders v2: the order, its products, shipments and shipping address) against the fake stores. */
const fake = fakeBigCommerceForFile();

const catalogue = {
  getProductsByIds: async (ids: number[]) =>
    ids.includes(104)
      ? [
          {
            entityId: 104,
            name: "لومينا - قلادة الزمرد",
            path: "emerald-pendant-necklace-sku-lum-nck-104",
            defaultImage: { url: "https://cdn.test/104.jpg", altText: "" },
          } as ProductSummary,
        ]
      : [],
};
const asked: number[] = [];
const RETURNS: OrderTracking["returns"] = [{ id: 7, status: "requested", created_time: "2026-05-10T09:00:00.000Z" }];
const orderReturns = async (orderId: number) => {
  asked.push(orderId);
  return RETURNS;
};
const orders = (region: RegionCode = "sa") =>
  createBigCommerceOrders({ clients: fakeStoreClients(region), catalogue, orderReturns });
const carts = () =>
  createBigCommerceCarts({ clients: fakeStoreClients("sa"), catalogue: fakeCartCatalogue(fake, "sa") });

const PLACED = new Date("2026-05-01T09:30:00Z");
const SHIPPED = new Date("2026-05-02T12:00:00Z");
const LATER = new Date("2026-05-04T16:45:00Z");
const iso = (d: Date) => d.toISOString();
const ADDRESS: Partial<FakeShippingAddress> = {
  first_name: "Noura",
  last_name: "Al Saleh",
  street_1: "12 King Fahd Road",
  city: "Riyadh",
  state: "Riyadh",
  zip: "12211",
  phone: "+966 50 123 4567",
};

/** A customer's order from the hosted checkout (the pendant twice, a ring in size 52), placed at PLACED. */
async function ordered(): Promise<number> {
  for (const variantId of [1041, 1011]) fake.stores.sa.setStock(variantId, 50);
  const noura = fake.stores.sa.seedCustomer({
    email: `n${fake.stores.sa.customers.size}@example.com`,
    password: "secret-1",
    firstName: "Billing",
    lastName: "Name",
  });
  const cart = await carts().createCart({
    lines: [
      { product_id: 104, quantity: 2 },
      { product_id: 101, variant_id: 1011, quantity: 1 },
    ],
    customerId: noura,
  });
  return fake.stores.sa.placeOrder(cart.id, { at: PLACED, shippingAddress: ADDRESS });
}

const tracking = async (orderId: number, lang: "en" | "ar" = "en") => (await orders().getOrderTracking(orderId, lang))!;
const steps = (t: OrderTracking) => t.timeline.map((s) => [s.step, s.at]);

describe("BigCommerce order tracking", () => {
  it("reads each status as the step it reached, every reached step dated", async () => {
    const P = iso(PLACED);
    const M = iso(LATER);
    const placed = [
      ["placed", P],
      ["confirmed", null],
      ["shipped", null],
      ["out_for_delivery", null],
      ["delivered", null],
    ];
    const confirmed = [
      ["placed", P],
      ["confirmed", M],
      ["shipped", null],
      ["out_for_delivery", null],
      ["delivered", null],
    ];
    const cases: [number, string, unknown[]][] = [
      [1, "awaiting_fulfillment", placed], // Pending
      [7, "awaiting_fulfillment", placed], // Awaiting Payment
      [0, "awaiting_fulfillment", placed], // Incomplete
      [11, "awaiting_fulfillment", confirmed], // Awaiting Fulfillment: the latest step takes date_modified
      [12, "awaiting_fulfillment", confirmed], // Manual Verification Required
      [8, "awaiting_fulfillment", confirmed], // Awaiting Pickup: no step of its own
      [13, "awaiting_fulfillment", confirmed], // Disputed
      [14, "awaiting_fulfillment", confirmed], // Partially Refunded
      // Awaiting Shipment without a parcel: shipped at date_modified, confirmed at the nearest date (placed, on the tie).
      [
        9,
        "awaiting_fulfillment",
        [
          ["placed", P],
          ["confirmed", P],
          ["shipped", M],
          ["out_for_delivery", null],
          ["delivered", null],
        ],
      ],
      // Completed without parcels: delivered (and out for delivery) at date_modified, shipped takes the nearest.
      [
        10,
        "delivered",
        [
          ["placed", P],
          ["confirmed", P],
          ["shipped", M],
          ["out_for_delivery", M],
          ["delivered", M],
        ],
      ],
      [
        4,
        "cancelled",
        [
          ["placed", P],
          ["cancelled", M],
        ],
      ], // Refunded
      [
        5,
        "cancelled",
        [
          ["placed", P],
          ["cancelled", M],
        ],
      ], // Cancelled
      [
        6,
        "cancelled",
        [
          ["placed", P],
          ["cancelled", M],
        ],
      ], // Declined
    ];
    for (const [statusId, status, timeline] of cases) {
      const orderId = await ordered();
      fake.stores.sa.setOrderStatus(orderId, statusId, LATER);
      const view = await tracking(orderId);
      expect([statusId, view.status, steps(view)]).toEqual([statusId, status, timeline]);
      expect(view.shipments).toEqual([]);
    }
  });

  it("shows a shipped order's parcel with its courier and https link, then its delivery", async () => {
    const orderId = await ordered();
    fake.stores.sa.seedShipment(orderId, {
      trackingNumber: " 3456789012 ",
      carrier: "aramex",
      link: "https://www.aramex.com/track/3456789012",
      at: SHIPPED,
    });
    fake.requests.length = 0;
    const view = await tracking(orderId, "ar");
    // Four reads at once: the order, its products, shipments and shipping addresses.
    expect(fake.requests.map((r) => r.operation).sort()).toEqual([
      "GET /v2/orders/{order_id}",
      "GET /v2/orders/{order_id}/products",
      "GET /v2/orders/{order_id}/shipments",
      "GET /v2/orders/{order_id}/shipping_addresses",
    ]);
    const order = (await orders().getOrder(orderId, "ar"))!;
    expect(view).toMatchObject({
      order_id: orderId,
      number: `KSA-${orderId}`,
      locale: order.locale,
      status: "shipped",
      estimated_delivery: order.estimated_delivery,
    });
    expect(view.estimated_delivery).toBe("2026-05-04");
    expect(steps(view)).toEqual([
      ["placed", iso(PLACED)],
      ["confirmed", iso(PLACED)],
      ["shipped", iso(SHIPPED)],
      ["out_for_delivery", null],
      ["delivered", null],
    ]);
    expect(view.shipments).toEqual([
      {
        courier: "Aramex",
        tracking_number: "3456789012",
        tracking_url: "https://www.aramex.com/track/3456789012",
        shipped_time: iso(SHIPPED),
      },
    ]);
    expect(view.lines).toEqual([
      {
        name: "لومينا - قلادة الزمرد",
        quantity: 2,
        options: [],
        image_url: "https://cdn.test/104.jpg",
        url: "emerald-pendant-necklace-sku-lum-nck-104",
      },
      {
        name: "Solitaire Diamond Ring",
        quantity: 1,
        options: [{ name: "Ring size", value: "52" }],
        image_url: null,
        url: "",
      },
    ]);
    expect(view.returns).toEqual(RETURNS);
    expect(asked).toContain(orderId);

    fake.stores.sa.setOrderStatus(orderId, 10, LATER);
    const delivered = await tracking(orderId);
    expect(delivered.status).toBe("delivered");
    expect(steps(delivered).slice(2)).toEqual([
      ["shipped", iso(SHIPPED)],
      ["out_for_delivery", iso(LATER)],
      ["delivered", iso(LATER)],
    ]);
    expect(delivered.timeline.every((s) => s.at !== null)).toBe(true);
  });

  it("dates shipped by the first of several parcels, and counts a parcel as shipped whatever the status says", async () => {
    const orderId = await ordered();
    const products = fake.stores.sa.orders.get(orderId)!.lines;
    fake.stores.sa.seedShipment(orderId, {
      trackingNumber: "9400111",
      provider: "usps",
      at: LATER,
      items: [{ orderProductId: products[1]!.id, quantity: 1 }],
    });
    fake.stores.sa.seedShipment(orderId, {
      trackingNumber: "NQ-77",
      provider: "carrier_42",
      providerName: "Naqel Express",
      generatedLink: "https://track.naqel.test/NQ-77",
      at: SHIPPED,
    });
    let view = await tracking(orderId);
    expect(view.status).toBe("shipped");
    expect(view.timeline.find((s) => s.step === "shipped")!.at).toBe(iso(SHIPPED));
    // Oldest parcel first; the store's generated link serves when no custom link is given.
    expect(view.shipments.map((s) => [s.courier, s.tracking_number, s.tracking_url])).toEqual([
      ["Naqel Express", "NQ-77", "https://track.naqel.test/NQ-77"],
      ["USPS", "9400111", null],
    ]);

    // Staff put the status back to Awaiting Fulfillment: the parcels still say it left.
    fake.stores.sa.setOrderStatus(orderId, 11, LATER);
    view = await tracking(orderId);
    expect(view.status).toBe("awaiting_fulfillment");
    expect(steps(view).slice(0, 3)).toEqual([
      ["placed", iso(PLACED)],
      ["confirmed", iso(PLACED)],
      ["shipped", iso(SHIPPED)],
    ]);
  });

  it("ends a cancelled order's timeline with the cancellation, after the steps it is known to have reached", async () => {
    const cancelled = await ordered();
    fake.stores.sa.setOrderStatus(cancelled, 5, LATER);
    expect(steps(await tracking(cancelled))).toEqual([
      ["placed", iso(PLACED)],
      ["cancelled", iso(LATER)],
    ]);

    // Refunded after it shipped: the parcel stays in the view.
    const refunded = await ordered();
    fake.stores.sa.seedShipment(refunded, { trackingNumber: "SM-1", carrier: "smsa-express", at: SHIPPED });
    fake.stores.sa.setOrderStatus(refunded, 4, LATER);
    const view = await tracking(refunded);
    expect(view.status).toBe("cancelled");
    expect(steps(view)).toEqual([
      ["placed", iso(PLACED)],
      ["confirmed", iso(PLACED)],
      ["shipped", iso(SHIPPED)],
      ["cancelled", iso(LATER)],
    ]);
    expect(view.shipments).toEqual([
      { courier: "SMSA Express", tracking_number: "SM-1", tracking_url: null, shipped_time: iso(SHIPPED) },
    ]);
  });

  it("drops a tracking link that is not https", async () => {
    const orderId = await ordered();
    const lines = fake.stores.sa.orders.get(orderId)!.lines;
    fake.stores.sa.seedShipment(orderId, {
      trackingNumber: "A1",
      carrier: "aramex",
      link: "http://www.aramex.com/track/A1",
      at: SHIPPED,
      items: [{ orderProductId: lines[0]!.id, quantity: 1 }],
    });
    fake.stores.sa.seedShipment(orderId, {
      trackingNumber: "A2",
      carrier: "aramex",
      link: "javascript:alert(1)",
      at: SHIPPED,
      items: [{ orderProductId: lines[0]!.id, quantity: 1 }],
    });
    fake.stores.sa.seedShipment(orderId, {
      trackingNumber: "A3",
      carrier: "dhl",
      generatedLink: "http://track.dhl.test/A3",
      at: LATER,
    });
    const view = await tracking(orderId);
    expect(view.shipments.map((s) => [s.courier, s.tracking_number, s.tracking_url])).toEqual([
      ["Aramex", "A1", null],
      ["Aramex", "A2", null],
      ["DHL", "A3", null],
    ]);
    expect(httpsLink(" https://x.test/a b ")).toBe("https://x.test/a%20b");
    expect(httpsLink("https:/")).toBeNull();
    expect(httpsLink("")).toBeNull();
  });

  it("shows the shipping address (not the billing one) only partly", async () => {
    const view = await tracking(await ordered());
    expect(view.delivery).toEqual({
      name: "N•••• A• S••••",
      street: "12 Ki•• Fa•• Ro••",
      city: "Riyadh",
      postal_code: "12•••",
      phone: "••••••••67",
      country_code: "SA",
    });
    const text = JSON.stringify(view);
    for (const secret of ["King Fahd", "Noura", "Saleh", "12211", "1234", "Billing"])
      expect(text).not.toContain(secret);
  });

  it("is null for an unknown order, another country's order and an id that is none; an outage stays an error", async () => {
    expect(await orders().getOrderTracking(99_999, "en")).toBeNull();
    const orderId = await ordered();
    expect(await orders("ae").getOrderTracking(orderId, "en")).toBeNull();
    fake.requests.length = 0;
    for (const id of [0, -3, 1.5, Number.NaN]) expect(await orders().getOrderTracking(id, "en")).toBeNull();
    expect(fake.requests).toEqual([]);

    fake.failNext(
      "sa",
      { kind: "status", status: 500 },
      { operation: "GET /v2/orders/{order_id}/shipments", times: 3 },
    );
    await expect(orders().getOrderTracking(orderId, "en")).rejects.toMatchObject({
      name: "UpstreamError",
      status: 500,
    });
  });

  it("finds an order's tracking by the number a shopper quotes, with the contact it was placed with", async () => {
    const orderId = await ordered();
    const found = (await orders().findOrderTracking(`KSA-${orderId}`, "en"))!;
    expect(found.tracking).toEqual(await tracking(orderId));
    expect(found.contact.phones).toContain("+966 50 123 4567");
    expect(found.contact.email).toMatch(/^n\d+@example\.com$/);
    expect(await orders().findOrderTracking("KSA-99999", "en")).toBeNull();
    expect(await orders().findOrderTracking("AE-1", "en")).toBeNull();
  });

  it("has no returns without our database's reader", async () => {
    const orderId = await ordered();
    expect(
      (await createBigCommerceOrders({ clients: fakeStoreClients("sa"), catalogue }).getOrderTracking(orderId, "en"))!
        .returns,
    ).toEqual([]);
  });
});

describe("BigCommerce tracking rules", () => {
  const at = (d: string) => `${new Date(d).toUTCString().replace("GMT", "+0000")}`;
  const order = (status_id: number, extra: { date_shipped?: string } = {}) => ({
    status_id,
    date_created: at("2026-05-01T09:00:00Z"),
    date_modified: at("2026-05-06T09:00:00Z"),
    ...extra,
  });

  it("dates shipped by date_shipped when there is no parcel, and reads v2 dates", () => {
    const timeline = trackingTimeline(order(10, { date_shipped: at("2026-05-03T09:00:00Z") }), []);
    expect(timeline.map((s) => s.at)).toEqual([
      "2026-05-01T09:00:00.000Z",
      "2026-05-01T09:00:00.000Z",
      "2026-05-03T09:00:00.000Z",
      "2026-05-06T09:00:00.000Z",
      "2026-05-06T09:00:00.000Z",
    ]);
    // A refund after a delivery the order only tells by date_shipped: shipped, then cancelled.
    expect(trackingTimeline(order(4, { date_shipped: at("2026-05-03T09:00:00Z") }), []).map((s) => s.step)).toEqual([
      "placed",
      "confirmed",
      "shipped",
      "cancelled",
    ]);
    expect(v2Instant("")).toBeNull();
    expect(v2Instant("not a date")).toBeNull();
    expect(v2Instant("Tue, 20 Nov 2012 00:00:00 +0000")).toBe("2012-11-20T00:00:00.000Z");
  });

  it("names the courier from the provider, else the tracking carrier", () => {
    const s = { id: 1, date_created: "", tracking_number: "1" };
    expect(
      courierName({
        ...s,
        shipping_provider: "fedex",
        shipping_provider_display_name: "FedEx",
        tracking_carrier: "aramex",
      }),
    ).toBe("FedEx");
    expect(
      courierName({
        ...s,
        shipping_provider: "",
        shipping_provider_display_name: "",
        tracking_carrier: "emirates-post",
      }),
    ).toBe("Emirates Post");
    expect(courierName({ ...s, shipping_provider: "", tracking_carrier: "j-and-t_express" })).toBe("J And T Express");
    expect(courierName({ ...s, shipping_provider_display_name: "Store courier" })).toBe("Store courier");
    expect(courierName(s)).toBe("");
  });
});
