import { describe, expect, it } from "vitest";
import { fakeBigCommerceForFile } from "@/tests/msw/bigcommerce/file-fake";
import type { RegionCode } from "@/lib/i18n/locales";
import type { ProductSummary } from "../types";
import { HostedCheckoutError } from "../errors";
import { createBigCommerceCarts } from "./carts";
import { createBigCommerceOrders } from "./orders";
import { fakeStoreClients } from "./test-clients";
import { fakeCartCatalogue } from "./test-cart-catalogue";

/** Orders v2 against the fake stores: the hosted checkout's orders (`fake.stores.x.placeOrder`) as ours. */
const fake = fakeBigCommerceForFile();

/** A catalogue that knows the pendant by its Arabic name. */
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
const orders = (region: RegionCode = "sa") => createBigCommerceOrders({ clients: fakeStoreClients(region), catalogue });
const carts = (region: RegionCode = "sa") =>
  createBigCommerceCarts({ clients: fakeStoreClients(region), catalogue: fakeCartCatalogue(fake, region) });

/** A customer's cart ordered at the hosted checkout: the order id. */
async function hostedOrder(
  customerId: number,
  lines = [
    { product_id: 104, quantity: 2 },
    { product_id: 101, variant_id: 1011, quantity: 1 },
  ],
) {
  const cart = await carts().createCart({ lines, customerId });
  return { cart, orderId: fake.stores.sa.placeOrder(cart.id) };
}
const customer = () =>
  fake.stores.sa.seedCustomer({
    email: `c${fake.stores.sa.customers.size}@example.com`,
    password: "secret-1",
    firstName: "Noura",
  });

describe("BigCommerce orders", () => {
  it("lists a customer's orders newest first with their lines, named from the catalogue", async () => {
    const noura = customer();
    const first = await hostedOrder(noura);
    const second = await hostedOrder(noura, [{ product_id: 102, quantity: 1 }]);
    expect(await orders().listCustomerOrders(customer(), "ar")).toEqual([]);
    expect(await orders().listCustomerOrders(0, "ar")).toEqual([]);
    const list = await orders().listCustomerOrders(noura, "ar");
    expect(list.map((o) => o.id)).toEqual([second.orderId, first.orderId].sort((a, b) => b - a));
    const order = list.find((o) => o.id === first.orderId)!;
    expect(order).toMatchObject({
      number: `KSA-${first.orderId}`,
      access_key: "",
      region: "sa",
      customer_id: noura,
      status: "awaiting_fulfillment",
      currency: { code: "SAR" },
      payment_method: "card",
      email: expect.stringContaining("@example.com"),
    });
    expect(order.grand_total).toBeCloseTo(first.cart.cart_amount, 2);
    expect(order.tax_total + order.subtotal_ex_tax).toBeCloseTo(order.grand_total, 2);
    const pendant = order.lines.find((l) => l.product_id === 104)!;
    expect(pendant).toMatchObject({
      name: "لومينا - قلادة الزمرد",
      url: "emerald-pendant-necklace-sku-lum-nck-104",
      quantity: 2,
      price: 6300,
      total: 12600,
      image_url: "https://cdn.test/104.jpg",
    });
    expect(order.lines.find((l) => l.product_id === 101)).toMatchObject({
      sku: "LUM-RNG-101-52",
      name: "Solitaire Diamond Ring",
      url: "",
      options: [{ name: "Ring size", value: "52" }],
    });
  });

  it("reads an order, its lines (the order_id cart rebuild) and finds it by the number a shopper quotes", async () => {
    const { orderId } = await hostedOrder(customer());
    expect((await orders().getOrder(orderId, "en"))!.lines).toHaveLength(2);
    expect((await orders().getOrderLines(orderId, "en"))!.map((l) => [l.product_id, l.variant_id, l.quantity])).toEqual(
      [
        [104, 1041, 2],
        [101, 1011, 1],
      ],
    );
    for (const text of [`KSA-${orderId}`, ` ksa-${orderId} `, String(orderId)])
      expect((await orders().findOrderByNumber(text, "en"))?.id).toBe(orderId);
    expect(await orders().findOrderByNumber(`UAE-${orderId}`, "en")).toBeNull();
    expect(await orders().findOrderByNumber("KSA-99999", "en")).toBeNull();
    expect(await orders().getOrder(99999, "en")).toBeNull();
    expect(await orders().getOrderLines(99999, "en")).toBeNull();
    // Each country is its own store.
    expect(await orders("ae").getOrder(orderId, "en")).toBeNull();
  });

  it("refuses to place a live cart (the hosted checkout places it) and gives an ordered cart's order to its customer only", async () => {
    const noura = customer();
    const cart = await carts().createCart({ lines: [{ product_id: 102, quantity: 1 }], customerId: noura });
    const input = {
      cartId: cart.id,
      email: "n@example.com",
      customerId: noura,
      paymentMethod: "cod" as const,
      shippingAddress: {
        first_name: "N",
        last_name: "S",
        street: "1",
        city: "Riyadh",
        governorate: "Riyadh",
        postal_code: "12211",
        phone: "501234567",
        country_code: "SA",
      },
    };
    const refusal = await orders()
      .placeOrder(input)
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(HostedCheckoutError);
    expect(refusal).toMatchObject({ code: "hostedCheckout", checkoutUrl: expect.stringContaining(`id=${cart.id}`) });
    expect((refusal as HostedCheckoutError).checkoutUrl).toMatch(
      /^https:\/\/checkout\.sa\.lumina\.test\/cart\.php\?action=loadInCheckout&id=/,
    );

    const orderId = fake.stores.sa.placeOrder(cart.id);
    expect(await orders().placeOrder(input)).toMatchObject({ id: orderId, customer_id: noura });
    expect(await orders().placeOrder({ ...input, customerId: 0 })).toBe("already-ordered");
    expect(await orders().placeOrder({ ...input, customerId: customer() })).toBe("already-ordered");
    expect(await orders().placeOrder({ ...input, cartId: "5d6b9a52-3f0e-4c57-9a0f-2a8e3d7c1b11" })).toBeNull();
    expect(await orders("ae").placeOrder(input)).toBeNull();
  });
});
