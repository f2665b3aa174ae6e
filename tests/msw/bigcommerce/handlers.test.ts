import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getResponse } from "msw";
import { setupServer } from "msw/node";
import { TEST_STORES } from "./catalogue";
import { createBigCommerceFake } from "./handlers";

/**
 * The fake BigCommerce stores through plain fetch, as an adapter would call them: every request
 * and answer passes the contract kit (a violation fails the test in afterEach), carts keep their
 * versions and stock limits, and the fake can be told to rate-limit, hang, fail or answer GraphQL
 * errors.
 */

const fake = createBigCommerceFake();
const server = setupServer(...fake.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  const violations = [...fake.violations];
  fake.reset();
  expect(violations).toEqual([]);
});
afterAll(() => server.close());

const sa = TEST_STORES.sa;
const ae = TEST_STORES.ae;
const rest = (store = sa) => `https://api.bigcommerce.com/stores/${store.storeHash}`;
const gqlUrl = (store = sa) => `https://store-${store.storeHash}-${store.channelId}.mybigcommerce.com/graphql`;

async function call(
  method: string,
  path: string,
  body?: unknown,
  options: { store?: typeof sa; token?: string | null; signal?: AbortSignal } = {},
) {
  const store = options.store ?? sa;
  const headers: Record<string, string> = { Accept: "application/json", "Content-Type": "application/json" };
  if (options.token !== null) headers["X-Auth-Token"] = options.token ?? store.accessToken;
  const res = await fetch(`${rest(store)}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

async function gql(
  query: string,
  variables: Record<string, unknown> = {},
  options: { store?: typeof sa; token?: string | null; url?: string } = {},
) {
  const store = options.store ?? sa;
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (options.token !== null) headers.Authorization = `Bearer ${options.token ?? store.storefrontToken}`;
  const res = await fetch(options.url ?? gqlUrl(store), {
    method: "POST",
    headers,
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: await res.json() };
}

const ringLine = (quantity: number, variant_id = 1012) => ({ quantity, product_id: 101, variant_id });

describe("carts v3", () => {
  it("creates, reads, adds, updates and removes lines; removing the last line answers 204 and the cart is gone", async () => {
    const created = await call("POST", "/v3/carts?include=redirect_urls", {
      channel_id: 1,
      currency: { code: "SAR" },
      line_items: [ringLine(1)],
    });
    expect(created.status).toBe(201);
    const cart = created.body.data;
    expect(cart).toMatchObject({ currency: { code: "SAR" }, cart_amount: 8950, tax_included: true, version: 1 });
    expect(cart.redirect_urls.checkout_url).toMatch(
      new RegExp(`^${sa.checkoutOrigin}/cart.php\\?action=loadInCheckout&id=${cart.id}&token=`),
    );

    const added = await call("POST", `/v3/carts/${cart.id}/items?include=redirect_urls`, {
      line_items: [{ quantity: 2, product_id: 102 }],
    });
    expect(added.status).toBe(201);
    expect(added.body.data.line_items.physical_items).toHaveLength(2);
    expect(added.body.data.cart_amount).toBe(8950 + 2 * 1190);
    const pearl = added.body.data.line_items.physical_items.find((l: { product_id: number }) => l.product_id === 102);

    const updated = await call("PUT", `/v3/carts/${cart.id}/items/${pearl.id}?include=redirect_urls`, {
      line_item: { quantity: 3, product_id: 102 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.line_items.physical_items.find((l: { id: string }) => l.id === pearl.id).quantity).toBe(3);

    const got = await call("GET", `/v3/carts/${cart.id}`);
    expect(got.body.data.version).toBe(3);

    const ring = got.body.data.line_items.physical_items.find((l: { product_id: number }) => l.product_id === 101);
    expect((await call("DELETE", `/v3/carts/${cart.id}/items/${ring.id}?include=redirect_urls`)).status).toBe(200);
    const last = await call("DELETE", `/v3/carts/${cart.id}/items/${pearl.id}?include=redirect_urls`);
    expect(last).toMatchObject({ status: 204, body: undefined });
    expect((await call("GET", `/v3/carts/${cart.id}`)).status).toBe(404);
  });

  it("answers 409 with the documented body to a stale version", async () => {
    const { body } = await call("POST", "/v3/carts", { line_items: [ringLine(1)] });
    const cart = body.data;
    expect(
      (await call("POST", `/v3/carts/${cart.id}/items`, { line_items: [{ quantity: 1, product_id: 104 }], version: 1 }))
        .status,
    ).toBe(201);
    const stale = await call("PUT", `/v3/carts/${cart.id}/items/${cart.line_items.physical_items[0].id}`, {
      line_item: { quantity: 2, product_id: 101 },
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ status: 409, title: expect.stringContaining("conflict") });
  });

  it("answers 422 with the vendor's error envelope to a quantity above stock, on create, add and update", async () => {
    const tooMany = await call("POST", "/v3/carts", { line_items: [ringLine(6)] });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toMatchObject({
      status: 422,
      title: expect.stringMatching(/^Not enough stock: Solitaire Diamond Ring \(SKU: LUM-RNG-101-54\)/),
      type: expect.any(String),
    });
    expect((await call("POST", "/v3/carts", { line_items: [ringLine(1, 1013)] })).body.title).toMatch(/out of stock/);

    const { body } = await call("POST", "/v3/carts", { line_items: [ringLine(5)] });
    expect((await call("POST", `/v3/carts/${body.data.id}/items`, { line_items: [ringLine(1)] })).status).toBe(422);
    const line = body.data.line_items.physical_items[0];
    expect(
      (await call("PUT", `/v3/carts/${body.data.id}/items/${line.id}`, { line_item: { quantity: 6, product_id: 101 } }))
        .status,
    ).toBe(422);
  });

  it("keeps countries apart: an sa cart id is not found on ae, and each store sells in its own currency", async () => {
    const { body } = await call("POST", "/v3/carts", { line_items: [ringLine(1)] });
    expect((await call("GET", `/v3/carts/${body.data.id}`, undefined, { store: ae })).status).toBe(404);
    expect(
      (await call("POST", "/v3/carts", { currency: { code: "SAR" }, line_items: [ringLine(1)] }, { store: ae })).status,
    ).toBe(400);
    const aed = await call("POST", "/v3/carts", { line_items: [ringLine(1)] }, { store: ae });
    expect(aed.body.data).toMatchObject({ currency: { code: "AED" }, cart_amount: 8750 });
  });

  it("reads the checkout's tax_total and subtotal_ex_tax out of the VAT-inclusive cart", async () => {
    const { body } = await call("POST", "/v3/carts", { line_items: [{ quantity: 2, product_id: 102 }] });
    const checkout = await call("GET", `/v3/checkouts/${body.data.id}`);
    expect(checkout.status).toBe(200);
    // 2 × 1190 SAR with 15% VAT inside: 2069.57 without it, 310.43 of tax.
    expect(checkout.body.data).toMatchObject({
      grand_total: 2380,
      subtotal_inc_tax: 2380,
      subtotal_ex_tax: 2069.57,
      tax_total: 310.43,
    });
  });
});

describe("coupons (checkouts v3)", () => {
  it("applies a coupon (200 with the checkout), shows it on the cart and its lines, replaces it with another, deletes it", async () => {
    const { body } = await call("POST", "/v3/carts", {
      line_items: [
        { quantity: 2, product_id: 102 },
        { quantity: 1, product_id: 104 },
      ],
    });
    const id = body.data.id;
    const added = await call("POST", `/v3/checkouts/${id}/coupons`, { coupon_code: "welcome10", version: 1 });
    expect(added.status).toBe(200);
    // 10% of 2380 + 6300: off the grand total and its tax, not the subtotal.
    expect(added.body.data).toMatchObject({
      grand_total: 7812,
      subtotal_inc_tax: 8680,
      coupons: [{ code: "WELCOME10", discounted_amount: 868 }],
      cart: { coupons: [{ code: "WELCOME10" }] },
    });
    const cart = (await call("GET", `/v3/carts/${id}`)).body.data;
    expect(cart).toMatchObject({
      cart_amount: 7812,
      coupons: [{ code: "WELCOME10", discounted_amount: 868 }],
      discounts: [{ id: "coupon", discounted_amount: 868 }],
      version: 2,
    });
    expect(cart.line_items.physical_items.map((l: { coupon_amount: number }) => l.coupon_amount)).toEqual([238, 630]);

    expect((await call("POST", `/v3/checkouts/${id}/coupons`, { coupon_code: "SAVE100", version: 1 })).status).toBe(
      409,
    );
    const replaced = await call("POST", `/v3/checkouts/${id}/coupons`, { coupon_code: "SAVE100" });
    expect(replaced.body.data.coupons).toEqual([expect.objectContaining({ code: "SAVE100", discounted_amount: 100 })]);
    expect((await call("DELETE", `/v3/checkouts/${id}/coupons/WELCOME10`)).status).toBe(404);
    const deleted = await call("DELETE", `/v3/checkouts/${id}/coupons/SAVE100`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({ coupons: [], grand_total: 8680 });
    expect((await call("POST", `/v3/checkouts/${randomUUID()}/coupons`, { coupon_code: "SAVE100" })).status).toBe(404);
  });

  it("refuses with 400 and the storefront's sentence, and drops a coupon the cart no longer qualifies for", async () => {
    const { body } = await call("POST", "/v3/carts", { line_items: [{ quantity: 1, product_id: 102 }] });
    const id = body.data.id;
    const refused = async (code: string) =>
      (await call("POST", `/v3/checkouts/${id}/coupons`, { coupon_code: code })).body;
    expect(await refused("NOPE")).toMatchObject({
      status: 400,
      title: "The coupon code you entered (NOPE) is not valid.",
    });
    expect((await refused("EXPIRED")).title).toMatch(/has expired/);
    expect((await refused("RINGS20")).title).toMatch(/not applicable to the items/);
    fake.stores.sa.seedCoupon({
      code: "SPRING",
      kind: "percent",
      amount: 5,
      startsAt: new Date(Date.now() + 86_400_000),
    });
    expect((await refused("SPRING")).title).toMatch(/not yet active/);
    fake.stores.sa.seedCoupon({ code: "SOLDOUT", kind: "fixed", amount: 50, maxUses: 3, uses: 3 });
    expect((await refused("SOLDOUT")).title).toMatch(/maximum number of uses/);

    expect((await call("POST", `/v3/checkouts/${id}/coupons`, { coupon_code: "SAVE100" })).status).toBe(200);
    const line = (await call("GET", `/v3/carts/${id}`)).body.data.line_items.physical_items[0];
    const added = await call("POST", `/v3/carts/${id}/items`, { line_items: [{ quantity: 1, product_id: 107 }] });
    expect(added.body.data.coupons).toHaveLength(1);
    const fell = await call("DELETE", `/v3/carts/${id}/items/${line.id}`);
    expect(fell.body.data).toMatchObject({ coupons: [], cart_amount: 950 });
    expect((await refused("SAVE100")).title).toBe(
      "You must spend at least SAR 1,000.00 to use the coupon code SAVE100.",
    );
  });

  it("carries the coupon into the order: coupon_discount, each product's applied discount, the use counted", async () => {
    const id = fake.stores.sa.seedCustomer({ email: "reem@example.com", password: "pw" });
    const { body } = await call("POST", "/v3/carts", {
      customer_id: id,
      line_items: [{ quantity: 2, product_id: 102 }],
    });
    await call("POST", `/v3/checkouts/${body.data.id}/coupons`, { coupon_code: "WELCOME10" });
    const orderId = fake.stores.sa.placeOrder(body.data.id);
    const order = (await call("GET", `/v2/orders/${orderId}`)).body;
    expect(order).toMatchObject({
      subtotal_inc_tax: "2380.0000",
      coupon_discount: "238.0000",
      total_inc_tax: "2142.0000",
    });
    const products = (await call("GET", `/v2/orders/${orderId}/products`)).body;
    expect(products[0]).toMatchObject({
      applied_discounts: [{ amount: "238.0000", code: "WELCOME10", target: "order" }],
      discounted_total_inc_tax: "2142.0000",
    });
    const again = await call("POST", "/v3/carts", { customer_id: id, line_items: [{ quantity: 1, product_id: 102 }] });
    expect(
      (await call("POST", `/v3/checkouts/${again.body.data.id}/coupons`, { coupon_code: "WELCOME10" })).body.title,
    ).toMatch(/once per customer/);
  });
});

describe("auth, contract checks and faults", () => {
  it("answers 401 with the vendor's body without the right X-Auth-Token, v3 and v2", async () => {
    expect(await call("GET", "/v3/wishlists", undefined, { token: null })).toMatchObject({
      status: 401,
      body: { status: 401, title: "Unauthorized" },
    });
    expect(await call("GET", "/v3/wishlists", undefined, { token: ae.accessToken })).toMatchObject({ status: 401 });
    expect(await call("GET", "/v2/orders", undefined, { token: "wrong" })).toMatchObject({
      status: 401,
      body: [{ status: 401 }],
    });
  });

  it("refuses and records a request that breaks the vendor's document", async () => {
    const res = await call("POST", "/v3/carts?include=redirect_url", {
      lineItems: [{ quantity: "2", product_id: 101 }],
    });
    expect(res.status).toBe(422);
    expect(fake.violations).toHaveLength(1);
    expect(fake.violations[0]).toMatch(/query parameter "include"/);
    expect(fake.violations[0]).toMatch(/\/lineItems is not a property the document defines/);
    fake.violations.length = 0;
  });

  it("records an operation no vendored document defines", async () => {
    expect((await call("GET", "/v3/carts/abc/everything")).status).toBe(404);
    expect(fake.violations).toEqual([
      "GET /stores/lumsa7k2q/v3/carts/abc/everything: no vendored document defines this operation",
    ]);
    fake.violations.length = 0;
  });

  it("throws (msw answers 500) and records when the fake's own answer would break the vendor's document", async () => {
    // msw answers 500 with the thrown error and prints it; the violation list is what tests check.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const store = fake.stores.sa;
    const route = store.route.bind(store);
    store.route = (key, req) =>
      key === "GET /v3/wishlists" ? { status: 200, body: { data: [{ id: "one", is_public: "no" }] } } : route(key, req);
    expect(await call("GET", "/v3/wishlists")).toMatchObject({ status: 500, body: { name: "ContractViolation" } });
    expect(fake.violations).toEqual([
      expect.stringMatching(
        /^The fake's 200 answer to GET \/v3\/wishlists breaks the vendor's contract:\n {2}- \/data\/0\/id must be integer/,
      ),
    ]);
    fake.violations.length = 0;

    expect((await gql(`{ site { product(entityId: 101) { entityId createdAt { utc } } } }`)).status).toBe(500);
    expect(fake.violations).toEqual([
      expect.stringMatching(/site\.product\.createdAt: Cannot return null for non-nullable field Product\.createdAt/),
    ]);
    fake.violations.length = 0;
    quiet.mockRestore();
  });

  it("answers 429 with the rate-limit headers when told, then serves again", async () => {
    fake.failNext("sa", { kind: "rate-limit", resetMs: 1200 }, { operation: "POST /v3/carts" });
    const limited = await call("POST", "/v3/carts", { line_items: [ringLine(1)] });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("x-rate-limit-time-reset-ms")).toBe("1200");
    expect(limited.headers.get("x-rate-limit-requests-left")).toBe("0");
    expect(limited.headers.get("x-rate-limit-requests-quota")).toBe("150");
    expect(limited.body).toMatchObject({ status: 429 });
    const served = await call("POST", "/v3/carts", { line_items: [ringLine(1)] });
    expect(served.status).toBe(201);
    expect(Number(served.headers.get("x-rate-limit-requests-left"))).toBeLessThan(150);
  });

  it("hangs until the client gives up, fails with a status or drops the connection when told", async () => {
    fake.failNext("sa", { kind: "hang" });
    await expect(call("GET", "/v3/wishlists", undefined, { signal: AbortSignal.timeout(50) })).rejects.toThrow();
    fake.failNext("sa", { kind: "status", status: 503 });
    expect((await call("GET", "/v3/wishlists")).status).toBe(503);
    fake.failNext("sa", { kind: "network" });
    await expect(call("GET", "/v3/wishlists")).rejects.toThrow();
    expect((await call("GET", "/v3/wishlists")).status).toBe(200);
  });
});

describe("without interception", () => {
  it("answers a plain Request through getResponse, as a loopback server for the app would use it", async () => {
    const request = new Request(`${rest()}/v3/carts?include=redirect_urls`, {
      method: "POST",
      headers: { "X-Auth-Token": sa.accessToken, "Content-Type": "application/json" },
      body: JSON.stringify({ line_items: [ringLine(1)] }),
    });
    const response = await getResponse(fake.handlers, request);
    expect(response?.status).toBe(201);
    expect(
      await getResponse(fake.handlers, new Request("https://api.bigcommerce.com/stores/unknown/v3/carts")),
    ).toBeUndefined();
  });
});

describe("customers v3", () => {
  it("signs up, validates credentials, and keeps attribute values (cart id 7 and 170)", async () => {
    const created = await call("POST", "/v3/customers", [
      {
        email: "noura@example.com",
        first_name: "Noura",
        last_name: "Al-Qahtani",
        authentication: { new_password: "Secret-1234" },
        channel_ids: [1],
        origin_channel_id: 1,
      },
    ]);
    expect(created.status).toBe(200);
    const id = created.body.data[0].id;
    const taken = await call("POST", "/v3/customers", [
      { email: "NOURA@example.com", first_name: "N", last_name: "Q" },
    ]);
    // As the reference documents it: a fixed title and per-item errors, no sentence about the address.
    expect(taken.status).toBe(422);
    expect(taken.body).toEqual({
      status: 422,
      title: "Create customers failed.",
      type: expect.any(String),
      errors: { "0.email": expect.any(String) },
    });
    expect(JSON.stringify(taken.body)).not.toMatch(/already|in use|exists/i);

    expect(
      (
        await call("POST", "/v3/customers/validate-credentials", {
          email: "noura@example.com",
          password: "Secret-1234",
          channel_id: 1,
        })
      ).body,
    ).toEqual({ customer_id: id, is_valid: true });
    expect(
      (
        await call("POST", "/v3/customers/validate-credentials", {
          email: "noura@example.com",
          password: "nope",
          channel_id: 1,
        })
      ).body,
    ).toEqual({ customer_id: null, is_valid: false });
    expect(
      (
        await call(
          "POST",
          "/v3/customers/validate-credentials",
          { email: "noura@example.com", password: "Secret-1234" },
          { store: ae },
        )
      ).body.is_valid,
    ).toBe(false);

    const put = await call("PUT", "/v3/customers/attribute-values", [
      { attribute_id: 7, value: "cart-1", customer_id: id },
      { attribute_id: 170, value: "cart-2", customer_id: id },
    ]);
    expect(put.status).toBe(200);
    expect(
      (await call("PUT", "/v3/customers/attribute-values", [{ attribute_id: 7, value: "cart-3", customer_id: id }]))
        .status,
    ).toBe(200);
    expect(
      (await call("PUT", "/v3/customers/attribute-values", [{ attribute_id: 99, value: "x", customer_id: id }])).status,
    ).toBe(422);
    const values = await call("GET", `/v3/customers/attribute-values?customer_id:in=${id}`);
    expect(
      values.body.data.map((v: { attribute_id: number; attribute_value: string }) => [
        v.attribute_id,
        v.attribute_value,
      ]),
    ).toEqual([
      [7, "cart-3"],
      [170, "cart-2"],
    ]);
    const found = await call("GET", `/v3/customers?email:in=noura@example.com&include=attributes`);
    expect(found.body.data[0]).toMatchObject({ id, attribute_count: 2 });
  });

  it("keeps addresses and answers stored instruments", async () => {
    const id = fake.stores.sa.seedCustomer({ email: "sara@example.com", password: "pw" });
    const added = await call("POST", "/v3/customers/addresses", [
      {
        customer_id: id,
        first_name: "Sara",
        last_name: "K",
        address1: "King Fahd Rd 1",
        city: "Riyadh",
        state_or_province: "Riyadh",
        postal_code: "12211",
        country_code: "SA",
        phone: "+966500000000",
      },
    ]);
    expect(added.status).toBe(200);
    expect((await call("GET", `/v3/customers/addresses?customer_id:in=${id}`)).body.data).toHaveLength(1);
    fake.stores.sa.seedInstruments(id, [
      {
        type: "stored_card",
        token: "tok-1",
        is_default: true,
        brand: "visa",
        expiry_month: 12,
        expiry_year: 2030,
        issuer_identification_number: "411111",
        last_4: "1111",
      },
    ]);
    expect((await call("GET", `/v3/customers/${id}/stored-instruments`)).body).toEqual([
      expect.objectContaining({ type: "stored_card", last_4: "1111" }),
    ]);
  });
});

describe("orders v2 and wishlists v3", () => {
  it("lists a customer's orders (204 when she has none) and their products", async () => {
    const id = fake.stores.sa.seedCustomer({ email: "lama@example.com", password: "pw" });
    expect((await call("GET", `/v2/orders?customer_id=${id}`)).status).toBe(204);
    const { body } = await call("POST", "/v3/carts", {
      customer_id: id,
      line_items: [ringLine(2), { quantity: 1, product_id: 104 }],
    });
    const orderId = fake.stores.sa.placeOrder(body.data.id);
    expect((await call("GET", `/v3/carts/${body.data.id}`)).status).toBe(404);

    const orders = await call("GET", `/v2/orders?customer_id=${id}&sort=date_created:desc`);
    expect(orders.status).toBe(200);
    expect(orders.body).toEqual([
      expect.objectContaining({
        id: orderId,
        customer_id: id,
        currency_code: "SAR",
        total_inc_tax: "24200.0000",
        cart_id: body.data.id,
      }),
    ]);
    const products = await call("GET", `/v2/orders/${orderId}/products`);
    expect(products.body.map((p: { sku: string; quantity: number }) => [p.sku, p.quantity])).toEqual([
      ["LUM-RNG-101-54", 2],
      ["LUM-NCK-104", 1],
    ]);
    expect((await call("GET", "/v2/orders/9999/products")).status).toBe(404);
  });

  it("answers an order's shipping address and shipments (204 before the first), shipping it as staff ship items", async () => {
    const id = fake.stores.sa.seedCustomer({ email: "reem@example.com", password: "pw", firstName: "Reem" });
    const { body } = await call("POST", "/v3/carts", {
      customer_id: id,
      line_items: [ringLine(2), { quantity: 1, product_id: 104 }],
    });
    const orderId = fake.stores.sa.placeOrder(body.data.id, {
      shippingAddress: { street_1: "12 King Fahd Road", city: "Riyadh", zip: "12211", phone: "+966501234567" },
    });
    expect((await call("GET", `/v2/orders/${orderId}/shipments`)).status).toBe(204);
    const addresses = await call("GET", `/v2/orders/${orderId}/shipping_addresses`);
    expect(addresses.body).toEqual([
      expect.objectContaining({
        order_id: orderId,
        first_name: "Reem",
        street_1: "12 King Fahd Road",
        country_iso2: "SA",
        country: "Saudi Arabia",
      }),
    ]);

    const [ring, pendant] = (await call("GET", `/v2/orders/${orderId}/products`)).body as { id: number }[];
    const at = new Date("2026-05-03T08:00:00Z");
    fake.stores.sa.seedShipment(orderId, {
      trackingNumber: "AX-1",
      carrier: "aramex",
      link: "https://www.aramex.com/track/AX-1",
      at,
      items: [{ orderProductId: ring!.id, quantity: 2 }],
    });
    expect((await call("GET", `/v2/orders/${orderId}`)).body).toMatchObject({
      status_id: 3,
      status: "Partially Shipped",
      date_shipped: "",
      items_shipped: 2,
      date_modified: "Sun, 03 May 2026 08:00:00 +0000",
    });
    fake.stores.sa.seedShipment(orderId, {
      trackingNumber: "9400",
      provider: "usps",
      generatedLink: "https://tools.usps.example/track/9400",
    });
    expect((await call("GET", `/v2/orders/${orderId}`)).body).toMatchObject({
      status_id: 2,
      status: "Shipped",
      items_shipped: 3,
    });
    const shipments = await call("GET", `/v2/orders/${orderId}/shipments`);
    expect(shipments.status).toBe(200);
    expect(shipments.body).toEqual([
      expect.objectContaining({
        order_id: orderId,
        tracking_number: "AX-1",
        tracking_carrier: "aramex",
        shipping_provider: "",
        tracking_link: "https://www.aramex.com/track/AX-1",
        date_created: "Sun, 03 May 2026 08:00:00 +0000",
        items: [{ order_product_id: ring!.id, product_id: 101, quantity: 2 }],
      }),
      expect.objectContaining({
        tracking_number: "9400",
        shipping_provider: "usps",
        shipping_provider_display_name: "USPS",
        tracking_link: "",
        generated_tracking_link: "https://tools.usps.example/track/9400",
        items: [{ order_product_id: pendant!.id, product_id: 104, quantity: 1 }],
      }),
    ]);
    expect(() => fake.stores.sa.seedShipment(orderId, { trackingNumber: "X" })).toThrow(/nothing left to ship/);
    fake.stores.sa.setOrderStatus(orderId, 10, new Date("2026-05-05T10:00:00Z"));
    expect((await call("GET", `/v2/orders/${orderId}`)).body).toMatchObject({
      status_id: 10,
      status: "Completed",
      date_modified: "Tue, 05 May 2026 10:00:00 +0000",
    });
    expect((await call("GET", "/v2/orders/9999/shipments")).status).toBe(404);
    expect((await call("GET", "/v2/orders/9999/shipping_addresses")).status).toBe(404);
  });

  it("creates a wish list, adds and removes items, deletes it", async () => {
    const id = fake.stores.sa.seedCustomer({ email: "huda@example.com", password: "pw" });
    const made = await call("POST", "/v3/wishlists", {
      customer_id: id,
      name: "Eid",
      is_public: false,
      items: [{ product_id: 102 }],
    });
    expect(made.status).toBe(201);
    const wishlist = made.body.data;
    const added = await call("POST", `/v3/wishlists/${wishlist.id}/items`, {
      items: [{ product_id: 101, variant_id: 1011 }],
    });
    expect(added.body.data.items).toHaveLength(2);
    expect((await call("GET", `/v3/wishlists?customer_id=${id}`)).body.data).toHaveLength(1);
    const removed = await call("DELETE", `/v3/wishlists/${wishlist.id}/items/${wishlist.items[0].id}`);
    expect(removed.body.data.items).toEqual([expect.objectContaining({ product_id: 101, variant_id: 1011 })]);
    expect((await call("DELETE", `/v3/wishlists/${wishlist.id}`)).status).toBe(204);
    expect((await call("GET", `/v3/wishlists/${wishlist.id}`)).status).toBe(404);
  });
});

describe("Storefront GraphQL", () => {
  const PRODUCTS = /* GraphQL */ `
    query Products($entityIds: [Int!], $first: Int, $currency: currencyCode) {
      site {
        products(entityIds: $entityIds, first: $first) {
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              entityId
              sku
              name
              path
              prices(currencyCode: $currency) {
                price {
                  value
                  currencyCode
                }
                salePrice {
                  value
                }
                basePrice {
                  value
                }
              }
              inventory {
                isInStock
                aggregated {
                  availableToSell
                }
              }
              defaultImage {
                url320: url(width: 320)
                url1280: url(width: 1280)
                altText
              }
            }
          }
        }
      }
    }
  `;

  it("answers products by entity ids with prices in the store's currency, stock and sized images", async () => {
    const res = await gql(PRODUCTS, { entityIds: [102, 101, 999], first: 40, currency: "SAR" });
    expect(res.status).toBe(200);
    const nodes = res.body.data.site.products.edges.map((e: { node: unknown }) => e.node);
    expect(nodes).toHaveLength(2);
    expect(nodes[0]).toMatchObject({
      entityId: 101,
      inventory: { isInStock: true, aggregated: { availableToSell: 8 } },
      prices: { price: { value: 8950, currencyCode: "SAR" } },
    });
    expect(nodes[1]).toMatchObject({
      entityId: 102,
      prices: { price: { value: 1190 }, salePrice: { value: 1190 }, basePrice: { value: 1450 } },
    });
    expect(nodes[0].defaultImage.url320).toContain("/stencil/320w/products/101/");
    expect(nodes[0].defaultImage.url1280).toContain("/stencil/1280w/");
  });

  it("answers a product by sku with its variants, on the store's plain host too", async () => {
    const query = `query BySku($sku: String!) { site { product(sku: $sku) { entityId variants(first: 10) { edges { node { entityId sku inventory { aggregated { availableToSell } } } } } } } }`;
    const res = await gql(
      query,
      { sku: "LUM-RNG-101" },
      { url: `https://store-${sa.storeHash}.mybigcommerce.com/graphql` },
    );
    expect(
      res.body.data.site.product.variants.edges.map(
        (e: { node: { sku: string; inventory: { aggregated: { availableToSell: number } } } }) => [
          e.node.sku,
          e.node.inventory.aggregated.availableToSell,
        ],
      ),
    ).toEqual([
      ["LUM-RNG-101-52", 3],
      ["LUM-RNG-101-54", 5],
      ["LUM-RNG-101-56", 0],
    ]);
    expect((await gql(query, { sku: "LUM-EAR-106" }, { store: TEST_STORES.eg })).body.data.site.product).toBeNull();
  });

  it("refuses a document the schema snapshot does not allow, and records it", async () => {
    const res = await gql(`{ site { product(entityId: 101) { entityId availableToSell } } }`);
    expect(res.body.errors[0].message).toMatch(/Cannot query field "availableToSell" on type "Product"/);
    expect(fake.violations).toHaveLength(1);
    fake.violations.length = 0;
  });

  it("checks the bearer token (401 with the documented message) and answers injected GraphQL errors with extensions.code", async () => {
    expect(await gql(PRODUCTS, {}, { token: null })).toMatchObject({
      status: 401,
      body: { errors: [{ message: "GraphQL credentials were missing. No token was sent." }] },
    });
    expect((await gql(PRODUCTS, {}, { token: sa.accessToken })).status).toBe(401);
    fake.failNext("sa", { kind: "graphql-error", code: "INSUFFICIENT_ACCESS_SCOPE" }, { operation: "graphql" });
    expect((await gql(PRODUCTS, { entityIds: [101] })).body).toMatchObject({
      data: null,
      errors: [{ extensions: { code: "INSUFFICIENT_ACCESS_SCOPE" } }],
    });
  });
});
