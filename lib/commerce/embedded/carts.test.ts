import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { openTestDb } from "@/lib/db/test-db";
import { sellableProducts, setStock } from "@/lib/db/test-catalogue";
import { seedDatabase } from "@/lib/db/seed";
import * as t from "@/lib/db/schema";
import { CommerceInputError, OutOfStockError, QuantityExceedsError } from "../errors";
import { createCarts } from "./carts";
import { createOrders } from "./orders";
import type { Order } from "../cart-types";

/** The embedded cart and order engine on a real, throw-away database (PGlite, or PostgreSQL in CI). */
let handle: Awaited<ReturnType<typeof openTestDb>>;
let single: { productId: number; variantId: number; sku: string }[];
let sized: { productId: number; variantIds: number[] };

const address = {
  first_name: "Noura",
  last_name: "Saleh",
  street: "King Fahd Rd 1",
  city: "Riyadh",
  governorate: "Riyadh",
  postal_code: "12211",
  phone: "501234567",
  country_code: "SA",
};

/** A guest changing the cart (no session). */
const guest = { customerId: null };

const restock = (variantId: number, available: number) => setStock(handle.db, "sa", variantId, available);

beforeAll(async () => {
  handle = await openTestDb();
  await seedDatabase(handle.db, { products: 80, force: true });
  // Products sold in sa with exactly one variant, and one with sizes.
  const list = await sellableProducts(handle.db, "sa");
  single = list
    .filter((r) => r.variants === 1)
    .map((r) => ({ productId: r.productId, variantId: r.variantId, sku: r.sku }));
  const ring = list.find((r) => r.variants > 1)!;
  const variants = await handle.db
    .select({ id: t.productVariants.id })
    .from(t.productVariants)
    .where(eq(t.productVariants.productId, ring.productId));
  sized = { productId: ring.productId, variantIds: variants.map((v) => v.id) };
  for (const p of single.slice(0, 6)) await restock(p.variantId, 20);
  for (const id of sized.variantIds) await restock(id, 20);
});
afterAll(() => handle?.close());

describe("embedded carts", () => {
  it("creates a cart with the spec's line fields, currency and checkout address", async () => {
    const carts = createCarts(handle.db, "sa");
    const p = single[0]!;
    const cart = await carts.createCart({
      lines: [{ product_id: p.productId, quantity: 2 }],
      customerId: 0,
      locale: "ar-sa",
    });
    expect(cart.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart.currency.code).toBe("SAR");
    expect(cart.channel_id).toBe(1);
    const line = cart.line_items.physical_items[0]!;
    expect(line).toMatchObject({ product_id: p.productId, variant_id: p.variantId, quantity: 2 });
    expect(line.name).toMatch(/ - /);
    expect(line.name).toMatch(/[\u0600-\u06FF]/);
    expect(line.extended_sale_price).toBeCloseTo(line.sale_price * 2, 2);
    expect(line.discount_amount).toBeCloseTo((line.original_price - line.sale_price) * 2, 2);
    expect(cart.cart_amount).toBeCloseTo(line.extended_sale_price, 2);
    expect(cart.redirect_urls.checkout_url).toBe(`/ar-sa/checkout?cartId=${cart.id}`);
    // The same cart read in English names its lines in English.
    const en = await carts.getCart(cart.id, "en-sa");
    expect(en!.line_items.physical_items[0]!.name).not.toMatch(/[\u0600-\u06FF]/);
  });

  it("adds quantities up, refuses more than the stock left, and deletes a cart whose last line goes", async () => {
    const carts = createCarts(handle.db, "sa");
    const p = single[1]!;
    const cart = await carts.createCart({ lines: [{ product_id: p.productId, quantity: 5 }], customerId: 0 });
    const added = await carts.addCartLines(
      cart.id,
      [{ product_id: p.productId, variant_id: p.variantId, quantity: 3 }],
      guest,
    );
    expect(added.status === "ok" && added.cart.line_items.physical_items[0]!.quantity).toBe(8);
    await expect(
      carts.addCartLines(cart.id, [{ product_id: p.productId, quantity: 13 }], guest),
    ).rejects.toBeInstanceOf(QuantityExceedsError);
    const itemId = added.status === "ok" ? added.cart.line_items.physical_items[0]!.id : "";
    await expect(carts.updateCartLine(cart.id, itemId, 21, guest)).rejects.toMatchObject({
      code: "quantityExceeds",
      available: 20,
    });
    const set = await carts.updateCartLine(cart.id, itemId, 20, guest);
    expect(set.status === "ok" && set.cart.line_items.physical_items[0]!.quantity).toBe(20);
    expect(await carts.deleteCartLine(cart.id, itemId, guest)).toEqual({ status: "emptied" });
    expect(await carts.getCart(cart.id)).toBeNull();
  });

  it("answers not-found for unknown carts and items, and keeps countries apart", async () => {
    const sa = createCarts(handle.db, "sa");
    const eg = createCarts(handle.db, "eg");
    const cart = await sa.createCart({ lines: [{ product_id: single[2]!.productId, quantity: 1 }], customerId: 0 });
    expect(await eg.getCart(cart.id)).toBeNull();
    expect(await eg.addCartLines(cart.id, [{ product_id: single[2]!.productId, quantity: 1 }], guest)).toEqual({
      status: "not-found",
      what: "cart",
    });
    expect(await sa.deleteCartLine(cart.id, "00000000-0000-4000-8000-000000000000", guest)).toEqual({
      status: "not-found",
      what: "item",
    });
  });

  it("needs the variant of a product with sizes", async () => {
    const carts = createCarts(handle.db, "sa");
    await expect(
      carts.createCart({ lines: [{ product_id: sized.productId, quantity: 1 }], customerId: 0 }),
    ).rejects.toBeInstanceOf(CommerceInputError);
    const cart = await carts.createCart({
      lines: [{ product_id: sized.productId, variant_id: sized.variantIds[1]!, quantity: 1 }],
      customerId: 0,
    });
    expect(cart.line_items.physical_items[0]!.options).toHaveLength(1);
  });

  it("lets only its customer change a customer's cart, under the same lock as the change", async () => {
    const carts = createCarts(handle.db, "sa");
    const p = single[2]!;
    const cart = await carts.createCart({ lines: [{ product_id: p.productId, quantity: 1 }], customerId: 41 });
    const line = [{ product_id: p.productId, quantity: 1 }];
    expect(await carts.addCartLines(cart.id, line, guest)).toEqual({ status: "forbidden" });
    expect(await carts.addCartLines(cart.id, line, { customerId: 42 })).toEqual({ status: "forbidden" });
    const itemId = cart.line_items.physical_items[0]!.id;
    expect(await carts.deleteCartLine(cart.id, itemId, { customerId: 42 })).toEqual({ status: "forbidden" });
    const added = await carts.addCartLines(cart.id, line, { customerId: 41 });
    expect(added.status === "ok" && added.cart.line_items.physical_items[0]!.quantity).toBe(2);
  });

  it("adds several lines all or nothing: one line above the stock left leaves the cart as it was", async () => {
    const carts = createCarts(handle.db, "sa");
    const [a, b] = [single[3]!, single[5]!];
    await restock(b.variantId, 2);
    const cart = await carts.createCart({ lines: [{ product_id: a.productId, quantity: 1 }], customerId: 0 });
    const both = [
      { product_id: a.productId, quantity: 1 },
      { product_id: b.productId, quantity: 3 },
    ];
    await expect(carts.addCartLines(cart.id, both, guest)).rejects.toMatchObject({
      code: "quantityExceeds",
      sku: b.sku,
      available: 2,
    });
    const after = (await carts.getCart(cart.id))!;
    expect(after.line_items.physical_items.map((l) => [l.sku, l.quantity])).toEqual([[a.sku, 1]]);
    await restock(b.variantId, 10);
  });

  it("gives the checkout's tax view: VAT inside the tax-inclusive total", async () => {
    const carts = createCarts(handle.db, "sa");
    const cart = await carts.createCart({ lines: [{ product_id: single[3]!.productId, quantity: 3 }], customerId: 0 });
    const totals = (await carts.getCheckoutTotals(cart.id))!;
    expect(totals.grand_total).toBeCloseTo(cart.cart_amount, 2);
    expect(totals.subtotal_ex_tax + totals.tax_total).toBeCloseTo(cart.cart_amount, 2);
    expect(totals.tax_total).toBeCloseTo(cart.cart_amount - cart.cart_amount / 1.15, 2);
  });

  it("loses no update when 50 adds of one item to one cart run at once", async () => {
    const carts = createCarts(handle.db, "sa");
    const p = single[4]!;
    await restock(p.variantId, 500);
    const cart = await carts.createCart({ lines: [{ product_id: p.productId, quantity: 1 }], customerId: 0 });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => carts.addCartLines(cart.id, [{ product_id: p.productId, quantity: 1 }], guest)),
    );
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    const after = (await carts.getCart(cart.id))!;
    expect(after.line_items.physical_items).toHaveLength(1);
    expect(after.line_items.physical_items[0]!.quantity).toBe(51);
  });
});

describe("embedded orders", () => {
  it("places an order: stock down, lines and totals kept, cart gone; the same checkout placing it again gets the same order, nobody else does", async () => {
    const carts = createCarts(handle.db, "sa");
    const orders = createOrders(handle.db, "sa");
    const p = single[5]!;
    await restock(p.variantId, 10);
    const cart = await carts.createCart({
      lines: [{ product_id: p.productId, quantity: 2 }],
      customerId: 0,
      locale: "en-sa",
    });
    const input = {
      cartId: cart.id,
      email: "noura@example.com",
      customerId: 0,
      shippingAddress: address,
      paymentMethod: "cod" as const,
      idempotencyKey: "b7e1c7a2-5d0f-4a53-9c1e-2f8d6b4a9e01",
    };
    const order = (await orders.placeOrder(input)) as Order;
    expect(order.number).toMatch(/^KSA-1\d{5}$/);
    expect(order.grand_total).toBeCloseTo(cart.cart_amount, 2);
    expect(order.tax_total + order.subtotal_ex_tax).toBeCloseTo(order.grand_total, 2);
    expect(order.lines[0]).toMatchObject({ sku: p.sku, quantity: 2 });
    expect(order.estimated_delivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [stock] = await handle.db
      .select()
      .from(t.inventory)
      .where(and(eq(t.inventory.region, "sa"), eq(t.inventory.variantId, p.variantId)));
    expect(stock!.availableToSell).toBe(8);
    expect(await carts.getCart(cart.id)).toBeNull();
    expect(((await orders.placeOrder(input)) as Order).id).toBe(order.id);
    // The cart id alone (a guest may have shared it) gets no order: no key, another key, another customer.
    expect(await orders.placeOrder({ ...input, idempotencyKey: undefined })).toBe("already-ordered");
    expect(await orders.placeOrder({ ...input, idempotencyKey: "0d6c3e9b-8a41-4f2e-b7d5-1c9a0e3f6b28" })).toBe(
      "already-ordered",
    );
    expect(await orders.placeOrder({ ...input, idempotencyKey: undefined, customerId: 7 })).toBe("already-ordered");
    expect(await orders.getOrderLines(order.id, "ar")).toHaveLength(1);
    expect(await createOrders(handle.db, "eg").getOrder(order.id, "en")).toBeNull();
  });

  it("20 checkouts of the last 5 in stock at once: 5 orders, 15 clear refusals, stock never below zero", async () => {
    const carts = createCarts(handle.db, "sa");
    const orders = createOrders(handle.db, "sa");
    const p = single[0]!;
    await restock(p.variantId, 20);
    const ids = [];
    for (let i = 0; i < 20; i++)
      ids.push((await carts.createCart({ lines: [{ product_id: p.productId, quantity: 1 }], customerId: 0 })).id);
    await restock(p.variantId, 5);
    const results = await Promise.allSettled(
      ids.map((cartId) =>
        orders.placeOrder({
          cartId,
          email: "a@example.com",
          customerId: 0,
          shippingAddress: address,
          paymentMethod: "cod",
        }),
      ),
    );
    const placed = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) expect(r.reason).toBeInstanceOf(OutOfStockError);
    const [stock] = await handle.db
      .select()
      .from(t.inventory)
      .where(and(eq(t.inventory.region, "sa"), eq(t.inventory.variantId, p.variantId)));
    expect(stock!.availableToSell).toBe(0);
  });
});
