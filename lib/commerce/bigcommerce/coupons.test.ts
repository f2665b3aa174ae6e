import { describe, expect, it } from "vitest";
import { fakeBigCommerceForFile } from "@/tests/msw/bigcommerce/file-fake";
import type { RegionCode } from "@/lib/i18n/locales";
import type { Cart } from "../cart-types";
import type { PromotionChange } from "../interface";
import { createBigCommerceCarts } from "./carts";
import { couponRefusal } from "./coupons";
import { createBigCommerceOrders } from "./orders";
import { promoCodeOf, toOrder, toOrderLine, v2Order, v2OrderProduct } from "./order-map";
import { fakeStoreClients } from "./test-clients";
import { fakeCartCatalogue } from "./test-cart-catalogue";

/** Promotion codes on BigCommerce: coupons through Checkouts v3 against the fake stores, the refusal's words, and orders placed with one. */
const fake = fakeBigCommerceForFile();

const guest = { customerId: null };
const earrings = { product_id: 102, quantity: 1 };
const pendant = { product_id: 104, quantity: 1 };
const initial = { product_id: 107, quantity: 1 };

const carts = (region: RegionCode = "sa") =>
  createBigCommerceCarts({ clients: fakeStoreClients(region), catalogue: fakeCartCatalogue(fake, region) });
const orders = (region: RegionCode = "sa") => createBigCommerceOrders({ clients: fakeStoreClients(region) });
const calls = () => fake.requests.map((r) => `${r.method} ${new URL(r.url).pathname.replace(/^\/stores\/[^/]+/, "")}`);
const cartOf = (change: PromotionChange): Cart => {
  if (change.status !== "ok") throw new Error(`expected a cart, got ${JSON.stringify(change)}`);
  return change.cart;
};

describe("couponRefusal", () => {
  it.each([
    ["The coupon code you entered (NOPE) is not valid.", { reason: "unknown" }],
    ["Invalid coupon code", { reason: "unknown" }],
    ["The coupon code you entered couldn't be applied because it doesn't exist or has expired.", { reason: "unknown" }],
    ["Coupon code does not exist", { reason: "unknown" }],
    ["The coupon code SPRING is not yet active. It starts on Sun Mar 01 2026.", { reason: "notStarted" }],
    ["This promotion hasn't started", { reason: "notStarted" }],
    ["The coupon code EXPIRED has expired.", { reason: "expired" }],
    ["This coupon is no longer valid", { reason: "expired" }],
    ["You must spend at least SAR 1,000.00 to use the coupon code SAVE100.", { reason: "minimumSpend", missing: 50 }],
    [
      "Your order does not meet the minimum purchase amount of $1,000 for this coupon",
      { reason: "minimumSpend", missing: 50 },
    ],
    ["The minimum order for this coupon has not been reached", { reason: "minimumSpend" }],
    ["The coupon code SOLDOUT has reached its maximum number of uses.", { reason: "usedUp" }],
    ["This coupon's usage limit has been reached", { reason: "usedUp" }],
    [
      "You have already used the coupon code WELCOME10. It can only be used once per customer.",
      { reason: "alreadyUsed" },
    ],
    ["This coupon has already been used", { reason: "alreadyUsed" }],
    ["The coupon code RINGS20 is not applicable to the items in your cart.", { reason: "notForThesePieces" }],
    ["This coupon doesn’t apply to the products in your cart", { reason: "notForThesePieces" }],
    ["The coupon code is not valid for your shipping country.", { reason: "otherCountry" }],
    ["Coupons can't be used for your location", { reason: "otherCountry" }],
    ["Something went sideways", { reason: "unknown" }],
  ])("%s", (title, refusal) => {
    expect(couponRefusal(title, 950)).toEqual(refusal);
  });

  it("says what is missing only when it can read both the minimum and the cart's amount, and only when positive", () => {
    expect(couponRefusal("You must spend at least SAR 1,000.00 to use this coupon.")).toEqual({
      reason: "minimumSpend",
    });
    expect(couponRefusal("You must spend at least SAR 1,000.00 to use this coupon.", 1200)).toEqual({
      reason: "minimumSpend",
    });
    expect(couponRefusal("Minimum purchase: 5000 EGP", 4321.5)).toEqual({ reason: "minimumSpend", missing: 678.5 });
    expect(couponRefusal(undefined)).toEqual({ reason: "unknown" });
  });
});

describe("BigCommerce coupons", () => {
  it("applies a code through the checkout with the version read, and answers the cart read again with its coupon", async () => {
    const cart = await carts().createCart({ lines: [earrings, pendant], customerId: 0 });
    fake.requests.length = 0;
    const applied = cartOf(await carts().applyPromotion(cart.id, "welcome10", guest));
    expect(calls()).toEqual([
      `GET /v3/carts/${cart.id}`,
      `POST /v3/checkouts/${cart.id}/coupons`,
      `GET /v3/carts/${cart.id}`,
    ]);
    expect(fake.requests[1]!.body).toEqual({ coupon_code: "WELCOME10", version: 1 });
    // 10% of 1190 + 6300, taken off BigCommerce's own cart_amount.
    expect(applied.coupons).toEqual([{ code: "WELCOME10", discounted_amount: 749 }]);
    expect(applied.cart_amount).toBe(7490 - 749);
    expect(applied.base_amount).toBe(1450 + 6300);
    expect(applied.discount_amount).toBe(260);
    expect(applied.redirect_urls.checkout_url).toContain(cart.id);
  });

  it("refuses with the reason read from the store's sentence, sends nothing for a code that cannot be one, and keeps the code applied", async () => {
    const cart = await carts().createCart({ lines: [initial], customerId: 0 });
    expect(await carts().applyPromotion(cart.id, "SAVE100", guest)).toEqual({
      status: "refused",
      refusal: { reason: "minimumSpend", missing: 50 },
    });
    expect(await carts().applyPromotion(cart.id, "RINGS20", guest)).toEqual({
      status: "refused",
      refusal: { reason: "notForThesePieces" },
    });
    expect(await carts().applyPromotion(cart.id, "EXPIRED", guest)).toEqual({
      status: "refused",
      refusal: { reason: "expired" },
    });
    cartOf(await carts().applyPromotion(cart.id, "WELCOME10", guest));
    fake.requests.length = 0;
    expect(await carts().applyPromotion(cart.id, "no such code!", guest)).toEqual({
      status: "refused",
      refusal: { reason: "unknown" },
    });
    expect(calls()).toEqual([`GET /v3/carts/${cart.id}`]);
    expect(await carts().applyPromotion(cart.id, "NOSUCHCODE", guest)).toEqual({
      status: "refused",
      refusal: { reason: "unknown" },
    });
    expect(fake.stores.sa.carts.get(cart.id)!.coupons).toEqual(["WELCOME10"]);
    expect(calls().some((c) => c.startsWith("DELETE"))).toBe(false);
  });

  it("replaces the code on a store that keeps several: the old one is deleted only after the new one is accepted", async () => {
    fake.stores.sa.multipleCoupons = true;
    const cart = await carts().createCart({ lines: [earrings, pendant], customerId: 0 });
    cartOf(await carts().applyPromotion(cart.id, "WELCOME10", guest));
    expect(await carts().applyPromotion(cart.id, "EXPIRED", guest)).toMatchObject({ status: "refused" });
    expect(fake.stores.sa.carts.get(cart.id)!.coupons).toEqual(["WELCOME10"]);
    fake.requests.length = 0;
    const replaced = cartOf(await carts().applyPromotion(cart.id, "SAVE100", guest));
    expect(calls()).toEqual([
      `GET /v3/carts/${cart.id}`,
      `POST /v3/checkouts/${cart.id}/coupons`,
      `DELETE /v3/checkouts/${cart.id}/coupons/WELCOME10`,
      `GET /v3/carts/${cart.id}`,
    ]);
    expect(replaced.coupons).toEqual([{ code: "SAVE100", discounted_amount: 100 }]);
    expect(replaced.cart_amount).toBe(7490 - 100);
  });

  it("removes the cart's code, and removing none is no call", async () => {
    const cart = await carts().createCart({ lines: [earrings], customerId: 0 });
    fake.requests.length = 0;
    expect(cartOf(await carts().removePromotion(cart.id, guest))).toMatchObject({ coupons: [], cart_amount: 1190 });
    expect(calls()).toEqual([`GET /v3/carts/${cart.id}`, `GET /v3/carts/${cart.id}`]);
    cartOf(await carts().applyPromotion(cart.id, "WELCOME10", guest));
    fake.requests.length = 0;
    expect(cartOf(await carts().removePromotion(cart.id, guest))).toMatchObject({ coupons: [], cart_amount: 1190 });
    expect(calls()).toEqual([
      `GET /v3/carts/${cart.id}`,
      `DELETE /v3/checkouts/${cart.id}/coupons/WELCOME10`,
      `GET /v3/carts/${cart.id}`,
    ]);
    expect(await carts().removePromotion("5d6b9a52-3f0e-4c57-9a0f-2a8e3d7c1b11", guest)).toEqual({
      status: "not-found",
      what: "cart",
    });
  });

  it("reads and checks again after a 409 on the coupon, and keeps outages errors, never refusals", async () => {
    const cart = await carts().createCart({ lines: [earrings], customerId: 0 });
    const conflict = {
      status: 409,
      title: "The request cannot be processed due to a possible conflict. Please review the changes and try again.",
      type: "about:blank",
    };
    fake.failNext(
      "sa",
      { kind: "status", status: 409, body: conflict },
      { operation: "POST /v3/checkouts/{checkoutId}/coupons" },
    );
    fake.requests.length = 0;
    expect(cartOf(await carts().applyPromotion(cart.id, "WELCOME10", guest)).coupons).toHaveLength(1);
    expect(calls()).toEqual([
      `GET /v3/carts/${cart.id}`,
      `POST /v3/checkouts/${cart.id}/coupons`,
      `GET /v3/carts/${cart.id}`,
      `POST /v3/checkouts/${cart.id}/coupons`,
      `GET /v3/carts/${cart.id}`,
    ]);

    fake.failNext("sa", { kind: "status", status: 503 }, { operation: "POST /v3/checkouts/{checkoutId}/coupons" });
    await expect(carts().applyPromotion(cart.id, "SAVE100", guest)).rejects.toMatchObject({
      name: "UpstreamError",
      status: 503,
    });
    fake.failNext("sa", { kind: "network" }, { operation: "DELETE /v3/checkouts/{checkoutId}/coupons/{couponCode}" });
    await expect(carts().removePromotion(cart.id, guest)).rejects.toMatchObject({ name: "UpstreamError" });
    expect(fake.stores.sa.carts.get(cart.id)!.coupons).toEqual(["WELCOME10"]);
  });

  it("refuses a customer's cart to anyone else, and tells her a once-per-customer code she has used", async () => {
    const noura = fake.stores.sa.seedCustomer({ email: "noura@example.com", password: "secret-1" });
    const first = await carts().createCart({ lines: [earrings], customerId: noura });
    expect(await carts().applyPromotion(first.id, "WELCOME10", guest)).toEqual({ status: "forbidden" });
    expect(await carts().applyPromotion(first.id, "WELCOME10", { customerId: noura + 1 })).toEqual({
      status: "forbidden",
    });
    cartOf(await carts().applyPromotion(first.id, "WELCOME10", { customerId: noura }));
    fake.stores.sa.placeOrder(first.id);
    const second = await carts().createCart({ lines: [earrings], customerId: noura });
    expect(await carts().applyPromotion(second.id, "WELCOME10", { customerId: noura })).toEqual({
      status: "refused",
      refusal: { reason: "alreadyUsed" },
    });
  });
});

describe("BigCommerce orders with a coupon", () => {
  it("reads the code from the lines' applied discounts, the order's coupon_discount and each line's share", async () => {
    const cart = await carts().createCart({ lines: [{ ...earrings, quantity: 2 }, pendant], customerId: 0 });
    const applied = cartOf(await carts().applyPromotion(cart.id, "WELCOME10", guest));
    const orderId = fake.stores.sa.placeOrder(cart.id, { email: "huda@example.com" });
    fake.requests.length = 0;
    const order = (await orders().getOrder(orderId, "en"))!;
    // The order and its products: no coupons sub-resource read.
    expect(calls()).toEqual([`GET /v2/orders/${orderId}`, `GET /v2/orders/${orderId}/products`]);
    expect(order).toMatchObject({ promo_code: "WELCOME10", discount_total: 868, subtotal_inc_tax: 8680 });
    expect(order.grand_total).toBeCloseTo(applied.cart_amount, 2);
    expect(order.grand_total).toBeCloseTo(order.subtotal_inc_tax - order.discount_total + order.shipping_total, 2);
    expect(order.lines.reduce((s, l) => s + l.discount, 0)).toBeCloseTo(868, 2);
    expect(order.lines.find((l) => l.product_id === 102)).toMatchObject({ total: 2380, discount: 238 });
    expect(order.lines.find((l) => l.product_id === 104)).toMatchObject({ total: 6300, discount: 630 });
    expect(fake.stores.sa.coupons.get("WELCOME10")).toMatchObject({ uses: 1, usedBy: ["email:huda@example.com"] });
  });

  it("has no code and no discount for an order placed without one", async () => {
    const cart = await carts().createCart({ lines: [earrings], customerId: 0 });
    const order = (await orders().getOrder(fake.stores.sa.placeOrder(cart.id), "en"))!;
    expect(order).toMatchObject({ promo_code: null, discount_total: 0, grand_total: 1190 });
    expect(order.lines[0]!.discount).toBe(0);
  });

  it("counts only discounts with a code, and sums the lines' shares when the order has no coupon_discount", () => {
    const product = v2OrderProduct.parse({
      id: 1,
      product_id: 102,
      variant_id: 1021,
      sku: "LUM-EAR-102",
      name: "Pearl Drop Earrings",
      quantity: 1,
      base_price: "1190.0000",
      price_inc_tax: "1190.0000",
      total_inc_tax: "1190.0000",
      product_options: [],
      applied_discounts: [
        { id: "manual-discount", amount: "10.0000", name: "Manual Discount", code: null, target: "order" },
        { id: "7", amount: "119.0000", name: "Welcome", code: "WELCOME10", target: "order" },
      ],
    });
    const bare = v2OrderProduct.parse({ ...product, id: 2, applied_discounts: undefined });
    expect(promoCodeOf([bare, product])).toBe("WELCOME10");
    expect(promoCodeOf([bare])).toBeNull();
    const lines = [toOrderLine(product, undefined), toOrderLine(bare, undefined)];
    expect(lines.map((l) => l.discount)).toEqual([119, 0]);
    const order = v2Order.parse({
      id: 5,
      customer_id: 0,
      date_created: "Tue, 20 Nov 2026 00:00:00 +0000",
      date_modified: "Tue, 20 Nov 2026 00:00:00 +0000",
      status_id: 11,
      subtotal_ex_tax: "2069.5700",
      subtotal_inc_tax: "2380.0000",
      total_tax: "295.0000",
      shipping_cost_inc_tax: "0.0000",
      total_inc_tax: "2261.0000",
      currency_code: "SAR",
      payment_method: "Credit Card",
      billing_address: {
        first_name: "H",
        last_name: "A",
        street_1: "",
        city: "",
        state: "",
        zip: "",
        phone: "",
        email: "h@example.com",
        country_iso2: "SA",
      },
    });
    expect(toOrder(order, lines, "sa", promoCodeOf([product]))).toMatchObject({
      promo_code: "WELCOME10",
      discount_total: 119,
    });
    expect(toOrder(v2Order.parse({ ...order, coupon_discount: "120.5000" }), lines, "sa")).toMatchObject({
      promo_code: null,
      discount_total: 120.5,
    });
  });
});
