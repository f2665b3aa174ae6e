import { beforeAll, describe, expect, it, vi } from "vitest";
import { routeTestDb } from "@/tests/support/route-harness";
import { sql } from "drizzle-orm";
import { sellableProducts, setStock } from "@/lib/db/test-catalogue";
import * as t from "@/lib/db/schema";
import type { Order } from "@/lib/commerce/cart-types";
import { orderLinkPath } from "@/features/cart/order-links";
import { openSession, SESSION_COOKIE } from "@/lib/session";
import { createTestCustomer } from "@/lib/auth/test-customers";
import { createEmbeddedCommerce } from "@/lib/commerce/embedded";

/**
 * The cart routes called directly (POST(request)) against the embedded store on a real,
 * throw-away database: status codes, bodies, ownership and the marketing event.
 */
vi.mock("@/lib/db/client", async (original) => (await import("@/tests/support/route-harness")).testDbClient(original));
vi.mock("@/features/monitoring/report-error", async () =>
  (await import("@/tests/support/route-harness")).spyReporter(),
);
const database = routeTestDb({ products: 60 });

const routes = {
  createCart: (await import("./createCart/route")).POST,
  getCart: (await import("./getCart/route")).POST,
  deleteCart: (await import("./deleteCart/route")).POST,
  updateCart: (await import("./updateCart/route")).POST,
  addProduct: (await import("./addProduct/route")).POST,
  updateProduct: (await import("./updateProduct/route")).POST,
  deleteProduct: (await import("./deleteProduct/route")).POST,
  fromOrder: (await import("./fromOrder/route")).POST,
  resetSaved: (await import("./resetSaved/route")).POST,
  discounts: (await import("../checkout/discounts/route")).POST,
};
type RouteName = keyof typeof routes;

async function call(route: RouteName, body: unknown, cookie?: string) {
  const request = new Request(`http://localhost/api/cart/${route}`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", ...(cookie && { cookie }) },
  });
  const res = await routes[route](request);
  return { status: res.status, json: await res.json(), headers: res.headers };
}

let product: { id: number; variantId: number };
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  const row = (await sellableProducts(database.db, "sa")).find((p) => p.variants === 1);
  product = { id: row!.productId, variantId: row!.variantId };
  await setStock(database.db, "sa", product.variantId, 10);
});

const create = (quantity = 1, extra: object = {}, cookie?: string) =>
  call(
    "createCart",
    {
      region: "sa",
      locale: "en-sa",
      payload: { line_items: [{ product_id: product.id, quantity }] },
      item: { brand: "main" },
      ...extra,
    },
    cookie,
  );

describe("cart routes", () => {
  it("create, read, add, update, delete: the spec's envelope and real status codes", async () => {
    const created = await create(2);
    expect(created.status).toBe(201);
    expect(created.json.hasError).toBe(false);
    const cart = created.json.response;
    expect(cart.line_items.physical_items[0].quantity).toBe(2);
    expect(cart.redirect_urls.checkout_url).toBe(`/en-sa/checkout?cartId=${cart.id}`);
    expect(created.headers.get("set-cookie")).toMatch(/lumina_vid=/);

    const read = await call("getCart", { cartId: cart.id, region: "sa", locale: "ar-sa" });
    expect(read.status).toBe(200);
    expect(read.json.response.line_items.physical_items[0].name).toMatch(/[\u0600-\u06FF]/);

    const added = await call("addProduct", {
      cartId: cart.id,
      region: "sa",
      payload: { line_items: [{ product_id: product.id, quantity: 3 }] },
    });
    expect(added.status).toBe(200);
    const line = added.json.response.line_items.physical_items[0];
    expect(line.quantity).toBe(5);

    const updated = await call("updateProduct", {
      cartId: cart.id,
      itemId: line.id,
      region: "sa",
      payload: { line_item: { product_id: product.id, quantity: 1 } },
    });
    expect(updated.json.response.line_items.physical_items[0].quantity).toBe(1);

    const discounts = await call("discounts", { id: cart.id });
    expect(discounts.status).toBe(200);
    expect(discounts.json.response.tax_total + discounts.json.response.subtotal_ex_tax).toBeCloseTo(
      updated.json.response.cart_amount,
      2,
    );

    const emptied = await call("deleteProduct", { cartId: cart.id, itemId: line.id, region: "sa" });
    expect(emptied).toMatchObject({ status: 200, json: { hasError: false, response: null } });
    expect((await call("getCart", { cartId: cart.id, region: "sa" })).status).toBe(404);
  });

  it("answers bad input with 400 and a message naming the field", async () => {
    const notJson = await call("createCart", "{nope");
    expect(notJson.status).toBe(400);
    expect(notJson.json).toMatchObject({ hasError: true, error: expect.stringMatching(/JSON/) });
    const zero = await call("createCart", {
      region: "sa",
      payload: { line_items: [{ product_id: product.id, quantity: 0 }] },
    });
    expect(zero.status).toBe(400);
    expect(zero.json.error).toMatch(/quantity/);
    expect((await call("getCart", { cartId: "123", region: "sa" })).json.error).toMatch(/cartId/);
    expect((await call("getCart", { cartId: UNKNOWN, region: "xx" })).status).toBe(400);
    const sizes = await call("createCart", {
      region: "sa",
      payload: { line_items: [{ product_id: 999999, quantity: 1 }] },
    });
    expect(sizes.status).toBe(400);
  });

  it("answers ids past the database's integer range with 400 naming the field, not 503", async () => {
    const TOO_BIG = 2147483648;
    const line = { product_id: product.id, quantity: 1 };
    const cases: [RouteName, object, RegExp][] = [
      [
        "createCart",
        { region: "sa", payload: { line_items: [{ ...line, product_id: TOO_BIG }] } },
        /product_id: must be a product id/,
      ],
      [
        "createCart",
        { region: "sa", payload: { line_items: [{ ...line, variant_id: TOO_BIG }] } },
        /variant_id: must be a variant id/,
      ],
      [
        "createCart",
        { region: "sa", payload: { line_items: [line], channel_id: TOO_BIG } },
        /channel_id: must be a channel id/,
      ],
      [
        "addProduct",
        { cartId: UNKNOWN, region: "sa", payload: { line_items: [{ ...line, product_id: TOO_BIG }] } },
        /product_id/,
      ],
      ["fromOrder", { orderId: TOO_BIG, region: "sa" }, /orderId: must be an order number/],
    ];
    for (const [route, body, message] of cases) {
      const res = await call(route, body);
      expect(res.status, `${route} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json.error).toMatch(message);
    }
  });

  it("answers 404 for unknown carts and items, and 409 quantityExceeds above the stock left", async () => {
    expect((await call("getCart", { cartId: UNKNOWN, region: "sa" })).json).toMatchObject({
      hasError: true,
      code: "cartNotFound",
    });
    expect(
      (
        await call("addProduct", {
          cartId: UNKNOWN,
          region: "sa",
          payload: { line_items: [{ product_id: product.id, quantity: 1 }] },
        })
      ).status,
    ).toBe(404);
    expect((await call("discounts", { id: UNKNOWN })).status).toBe(404);
    const cart = (await create(1)).json.response;
    const missing = await call("deleteProduct", { cartId: cart.id, itemId: UNKNOWN, region: "sa" });
    expect(missing).toMatchObject({ status: 404, json: { code: "itemNotFound" } });
    const over = await call("addProduct", {
      cartId: cart.id,
      region: "sa",
      payload: { line_items: [{ product_id: product.id, quantity: 10 }] },
    });
    expect(over).toMatchObject({ status: 409, json: { hasError: true, code: "quantityExceeds", available: 10 } });
    expect((await create(11)).status).toBe(409);
    // Another country's store does not know this cart.
    expect((await call("getCart", { cartId: cart.id, region: "eg" })).status).toBe(404);
  });

  it("keeps her cart attribute naming her cart, empty when it empties, reset on a region change", async () => {
    const handle = database;
    const { customer, cookie } = await createTestCustomer(handle.db, "sa");
    const sa = await createEmbeddedCommerce("sa");
    const saved = async () => (await sa.getAttributes(customer.entityId, [7]))[0]?.attribute_value ?? "";

    const cart = (await create(1, {}, cookie)).json.response;
    expect(cart.customer_id).toBe(customer.entityId);
    expect(await saved()).toBe(cart.id);
    const line = cart.line_items.physical_items[0];
    expect(
      (await call("deleteProduct", { cartId: cart.id, itemId: line.id, region: "sa" }, cookie)).json.response,
    ).toBeNull();
    expect(await saved()).toBe("");

    const second = (await create(1, {}, cookie)).json.response;
    expect(await saved()).toBe(second.id);
    // A guest's new cart writes nobody's attribute; a session of another country changes nothing here.
    await create(1);
    expect(await saved()).toBe(second.id);
    expect((await call("resetSaved", { region: "eg" }, cookie)).status).toBe(200);
    expect(await saved()).toBe(second.id);
    expect((await call("resetSaved", { region: "sa" })).status).toBe(200);
    expect(await saved()).toBe(second.id);
    expect((await call("resetSaved", { region: "sa" }, cookie)).status).toBe(200);
    expect(await saved()).toBe("");
  });

  it("a customer's cart answers only to that customer's session", async () => {
    const handle = database;
    const mine = `${SESSION_COOKIE}=${await openSession(41, "sa", handle.db)}`;
    const theirs = `${SESSION_COOKIE}=${await openSession(42, "sa", handle.db)}`;
    const cart = (await create(1)).json.response;

    expect((await call("updateCart", { cartId: cart.id, region: "sa", customerId: 41 })).status).toBe(401);
    expect((await call("updateCart", { cartId: cart.id, region: "sa", customerId: 41 }, theirs)).status).toBe(403);
    const attached = await call("updateCart", { cartId: cart.id, region: "sa", customerId: 41 }, mine);
    expect(attached.json.response.customer_id).toBe(41);

    expect((await call("getCart", { cartId: cart.id, region: "sa" })).status).toBe(403);
    expect((await call("getCart", { cartId: cart.id, region: "sa" }, theirs)).status).toBe(403);
    expect((await call("deleteCart", { cartId: cart.id, region: "sa" }, theirs)).status).toBe(403);
    expect(
      (
        await call(
          "addProduct",
          { cartId: cart.id, region: "sa", payload: { line_items: [{ product_id: product.id, quantity: 1 }] } },
          theirs,
        )
      ).status,
    ).toBe(403);
    expect((await call("discounts", { id: cart.id }, theirs)).status).toBe(403);
    expect((await call("getCart", { cartId: cart.id, region: "sa" }, mine)).status).toBe(200);
    expect(
      (await create(1, { payload: { line_items: [{ product_id: product.id, quantity: 1 }], customer_id: 41 } })).status,
    ).toBe(403);

    // Sign-out hands the cart back as a guest cart: then its id alone opens it again.
    expect(
      (await call("updateCart", { cartId: cart.id, region: "sa", customerId: 0 }, mine)).json.response.customer_id,
    ).toBe(0);
    expect((await call("getCart", { cartId: cart.id, region: "sa" })).status).toBe(200);
    expect((await call("deleteCart", { cartId: cart.id, region: "sa" })).json).toEqual({
      hasError: false,
      response: null,
    });
  });

  it("records the cart_update_backend event with action, brand, quantities and items", async () => {
    const handle = database;
    const cart = (await create(2)).json.response;
    await vi.waitFor(async () => {
      const rows = await handle.db
        .select()
        .from(t.marketingEvents)
        .where(sql`${t.marketingEvents.payload}->>'cartId' = ${cart.id}`);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.payload).toMatchObject({
        action: "add",
        region: "sa",
        brand: "main",
        language: "en",
        quantity: 2,
        currency: "SAR",
      });
      expect((rows[0]!.payload as { items: unknown[] }).items).toHaveLength(1);
    });
  });

  it("rebuilds a cart from an order for a keyed link, and hides other orders", async () => {
    const { getCommerce } = await import("@/lib/commerce/provider");
    const sa = await getCommerce("sa");
    const cart = (await create(2)).json.response;
    const address = {
      first_name: "A",
      last_name: "B",
      street: "S",
      city: "Riyadh",
      governorate: "Riyadh",
      postal_code: "12211",
      phone: "501234567",
      country_code: "SA",
    };
    const order = (await sa.placeOrder({
      cartId: cart.id,
      email: "a@example.com",
      customerId: 0,
      shippingAddress: address,
      paymentMethod: "cod",
    })) as Order;

    const rebuilt = await call("fromOrder", {
      orderId: order.id,
      key: order.access_key,
      region: "sa",
      locale: "en-sa",
    });
    expect(rebuilt.status).toBe(201);
    expect(rebuilt.json.response.channel_id).toBe(1);
    expect(rebuilt.json.response.line_items.physical_items[0]).toMatchObject({ product_id: product.id, quantity: 2 });
    expect((await call("fromOrder", { orderId: order.id, region: "sa" })).json).toMatchObject({
      code: "orderNotFound",
    });

    // Less stock than the order had: the line comes back with what is left; none left: 409.
    const handle = database;
    const stock = (n: number) => setStock(handle.db, "sa", product.variantId, n);
    await stock(1);
    const clamped = await call("fromOrder", { orderId: order.id, key: order.access_key, region: "sa" });
    expect(clamped.json.response.line_items.physical_items[0].quantity).toBe(1);
    await stock(0);
    expect((await call("fromOrder", { orderId: order.id, key: order.access_key, region: "sa" })).json).toMatchObject({
      code: "orderUnavailable",
    });
    await stock(10);
    expect((await call("fromOrder", { orderId: 987654, key: order.access_key, region: "sa" })).status).toBe(404);
    expect((await call("fromOrder", { orderId: -1, region: "sa" })).status).toBe(400);

    // The mail's link (signed expiry): works for 30 days; a wrong key or another order says "not valid", a stale one "expired".
    const link = new URL(orderLinkPath(order, "ar-sa"), "http://shop.test").searchParams;
    const mailed = {
      orderId: order.id,
      key: link.get("key")!,
      exp: Number(link.get("exp")),
      region: "sa",
      locale: "ar-sa",
    };
    expect((await call("fromOrder", mailed)).status).toBe(201);
    expect(await call("fromOrder", { ...mailed, key: `${mailed.key.slice(0, -2)}xx` })).toMatchObject({
      status: 404,
      json: { code: "linkInvalid" },
    });
    expect(await call("fromOrder", { ...mailed, exp: mailed.exp + 86_400 })).toMatchObject({
      status: 404,
      json: { code: "linkInvalid" },
    });
    expect(await call("fromOrder", { ...mailed, orderId: 987654 })).toMatchObject({
      status: 404,
      json: { code: "linkInvalid" },
    });
    const stale = new URL(orderLinkPath(order, "ar-sa", new Date(Date.now() - 31 * 86_400_000)), "http://shop.test")
      .searchParams;
    expect(await call("fromOrder", { ...mailed, key: stale.get("key"), exp: Number(stale.get("exp")) })).toMatchObject({
      status: 410,
      json: { code: "linkExpired" },
    });
  });
});
