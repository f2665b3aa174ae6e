import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, gte } from "drizzle-orm";
import * as t from "@/lib/db/schema";
import { reportError, routeTestDb } from "@/tests/support/route-harness";
import { openSession, SESSION_COOKIE } from "@/lib/session";
import type { RegionCode } from "@/lib/i18n/locales";

/** The route against a real throw-away store: stock, cart, order and outbox rows are read back. */
const state = vi.hoisted(() => ({ failMail: false }));
vi.mock("@/lib/db/client", async (original) => (await import("@/tests/support/route-harness")).testDbClient(original));
vi.mock("@/lib/mail/provider", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/mail/provider")>();
  return {
    ...original,
    sendMail: vi.fn((...args: Parameters<typeof original.sendMail>) =>
      state.failMail ? Promise.reject(new Error("mail down")) : original.sendMail(...args),
    ),
  };
});
vi.mock("@/features/monitoring/report-error", async () =>
  (await import("@/tests/support/route-harness")).spyReporter(),
);
const database = routeTestDb({ products: 60 });

const { POST } = await import("./route");
const { getCommerce } = await import("@/lib/commerce/provider");

beforeEach(() => {
  state.failMail = false;
  reportError.mockClear();
});

const used = new Set<number>();
/** A variant with stock in a region not used by an earlier test (each test moves stock). */
async function stockedVariant(region: RegionCode, min = 3) {
  const rows = await database.db
    .select({ variantId: t.inventory.variantId, available: t.inventory.availableToSell })
    .from(t.inventory)
    .innerJoin(t.productVariants, eq(t.productVariants.id, t.inventory.variantId))
    .innerJoin(
      t.regionProducts,
      and(eq(t.regionProducts.productId, t.productVariants.productId), eq(t.regionProducts.region, region)),
    )
    .where(
      and(eq(t.inventory.region, region), gte(t.inventory.availableToSell, min), eq(t.regionProducts.visible, true)),
    );
  const row = rows.find((r) => !used.has(r.variantId));
  if (!row) throw new Error(`no stocked variant left in ${region}`);
  used.add(row.variantId);
  const [variant] = await database.db.select().from(t.productVariants).where(eq(t.productVariants.id, row.variantId));
  return { ...row, productId: variant!.productId, sku: variant!.sku };
}

async function stockOf(region: RegionCode, variantId: number) {
  const [row] = await database.db
    .select()
    .from(t.inventory)
    .where(and(eq(t.inventory.region, region), eq(t.inventory.variantId, variantId)));
  return row!.availableToSell;
}

async function newCart(region: RegionCode = "sa", quantity = 2, customerId = 0) {
  const variant = await stockedVariant(region, quantity + 1);
  const commerce = await getCommerce(region);
  const cart = await commerce.createCart({
    lines: [{ product_id: variant.productId, variant_id: variant.variantId, quantity }],
    customerId,
    locale: `en-${region}`,
  });
  return { cart, variant };
}

const ADDRESSES = {
  sa: {
    first_name: "Noura",
    last_name: "Al-Harbi",
    street: "12 King Fahd Road, Al Olaya",
    city: "Riyadh",
    governorate: "riyadh",
    postal_code: "12211",
    phone: "0501234567",
  },
  eg: {
    first_name: "Mona",
    last_name: "Hassan",
    street: "5 Tahrir St",
    city: "Cairo",
    governorate: "cairo",
    postal_code: "11511",
    phone: "01012345678",
  },
  ae: {
    first_name: "Aisha",
    last_name: "Saeed",
    street: "Villa 3, Jumeirah 1",
    city: "Dubai",
    governorate: "dubai",
    postal_code: "",
    phone: "+971 50 123 4567",
  },
};

function body(cartId: string, over: Record<string, unknown> = {}, region: RegionCode = "sa") {
  return {
    cartId,
    region,
    locale: `en-${region}`,
    email: "Noura@Example.com",
    shipping_address: ADDRESSES[region],
    payment_method: "cod",
    ...over,
  };
}

const post = (payload: unknown, cookie?: string) =>
  POST(
    new Request("http://localhost/api/checkout/place-order", {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie && { cookie: `${SESSION_COOKIE}=${cookie}` }) },
      body: typeof payload === "string" ? payload : JSON.stringify(payload),
    }),
  );

const mailsTo = (to: string) => database.mails({ to });

describe("POST /api/checkout/place-order", () => {
  it("places a guest cart: 201, stock down, cart gone, one confirmation mail in the checkout's language", async () => {
    const { cart, variant } = await newCart("sa", 2);
    const before = await stockOf("sa", variant.variantId);
    const res = await post(body(cart.id, { locale: "ar-sa", email: "noura.guest@example.com" }));
    expect(res.status).toBe(201);
    const json = await res.json();
    expect(json.hasError).toBe(false);
    const { orderId, number, accessKey, confirmationUrl } = json.response;
    expect(number).toBe(`KSA-${100000 + orderId}`);
    expect(confirmationUrl).toBe(`/ar-sa/checkout/confirmation?order=${orderId}&key=${accessKey}`);

    expect(await stockOf("sa", variant.variantId)).toBe(before - 2);
    const commerce = await getCommerce("sa");
    expect(await commerce.getCart(cart.id)).toBeNull();
    const order = (await commerce.getOrder(orderId, "ar"))!;
    expect(order).toMatchObject({
      email: "noura.guest@example.com",
      customer_id: 0,
      locale: "ar-sa",
      payment_method: "cod",
      grand_total: cart.cart_amount,
    });
    expect(order.shipping_address).toEqual({ ...ADDRESSES.sa, phone: "501234567", country_code: "SA" });
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]).toMatchObject({ sku: variant.sku, quantity: 2 });

    const mails = await mailsTo("noura.guest@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "order-confirmation", locale: "ar-sa" });
    expect(mails[0]!.subject).toContain(number);
    expect(mails[0]!.subject).toMatch(/[\u0600-\u06FF]/);
    expect(mails[0]!.html).toContain(`key=${accessKey}`);
  });

  it("answers the same checkout's retry with the same order: no second order, no second mail", async () => {
    const { cart } = await newCart("sa", 1);
    const email = "twice@example.com";
    const idempotencyKey = "5b0e8f2a-3c41-4d6e-9f7a-0b1c2d3e4f50";
    const first = await (await post(body(cart.id, { email, idempotencyKey }))).json();
    const again = await post(body(cart.id, { email, idempotencyKey }));
    expect(again.status).toBe(200);
    expect((await again.json()).response).toEqual(first.response);
    expect(await database.db.select().from(t.orders).where(eq(t.orders.cartId, cart.id))).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("tells anyone else holding an ordered guest cart's id only that it was ordered (no key, no address)", async () => {
    const { cart } = await newCart("sa", 1);
    const first = await (
      await post(
        body(cart.id, { email: "private@example.com", idempotencyKey: "6c1f9a3b-4d52-4e7f-8a0b-1c2d3e4f5a61" }),
      )
    ).json();
    const stranger = await (
      await getCommerce("sa")
    ).createCustomer({ email: "stranger@example.com", password: "Secret-pass-1", firstName: "S", lastName: "T" });
    const strangerCookie = await openSession(stranger.entityId, "sa", database.db);
    for (const [over, cookie] of [
      [{}, undefined],
      [{ idempotencyKey: "7d2a0b4c-5e63-4f80-9b1c-2d3e4f5a6b72" }, undefined],
      [{}, strangerCookie],
    ] as const) {
      const res = await post(body(cart.id, { email: "someone-else@example.com", ...over }), cookie);
      expect(res.status).toBe(409);
      const json = await res.json();
      expect(json).toEqual({ hasError: true, error: "This cart has already been ordered", code: "alreadyOrdered" });
      expect(JSON.stringify(json)).not.toContain(first.response.accessKey);
    }
    expect(await mailsTo("someone-else@example.com")).toHaveLength(0);
  });

  it("gives a signed-in customer's retry her order back from her session, and clears her cart attribute", async () => {
    const customer = await (
      await getCommerce("sa")
    ).createCustomer({ email: "retry@example.com", password: "Secret-pass-1", firstName: "R", lastName: "T" });
    const cookie = await openSession(customer.entityId, "sa", database.db);
    const { cart } = await newCart("sa", 1, customer.entityId);
    const sa = await getCommerce("sa");
    await sa.setAttributes(customer.entityId, [{ attribute_id: 7, value: cart.id }]);
    const first = await (await post(body(cart.id, { email: "retry@example.com" }), cookie)).json();
    // The ordered cart is gone: her cart attribute no longer names it (another device finds no stale bag).
    expect((await sa.getAttributes(customer.entityId, [7]))[0]?.attribute_value ?? "").toBe("");
    const again = await post(body(cart.id, { email: "retry@example.com" }), cookie);
    expect(again.status).toBe(200);
    expect((await again.json()).response).toEqual(first.response);
  });

  it("normalizes the email and the phone typed with the country code; ae takes no postal code", async () => {
    const { cart } = await newCart("ae", 1);
    const res = await post(body(cart.id, { email: "  Aisha@Example.COM " }, "ae"));
    expect(res.status).toBe(201);
    const order = (await (await getCommerce("ae")).getOrder((await res.json()).response.orderId, "en"))!;
    expect(order.email).toBe("aisha@example.com");
    expect(order.shipping_address.phone).toBe("501234567");
    expect(order.number).toMatch(/^UAE-/);
  });

  it("answers 404 for an unknown cart and for a cart of another country", async () => {
    const unknown = await post(body("9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d"));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ hasError: true, code: "cartNotFound" });
    const { cart } = await newCart("sa", 1);
    const elsewhere = await post(body(cart.id, {}, "eg"));
    expect(elsewhere.status).toBe(404);
    expect(await (await getCommerce("sa")).getCart(cart.id)).not.toBeNull();
  });

  it("answers 409 outOfStock with the short items and changes nothing", async () => {
    const { cart, variant } = await newCart("sa", 2);
    await database.db
      .update(t.inventory)
      .set({ availableToSell: 1 })
      .where(and(eq(t.inventory.region, "sa"), eq(t.inventory.variantId, variant.variantId)));
    const res = await post(body(cart.id, { email: "short@example.com" }));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      hasError: true,
      code: "outOfStock",
      items: [{ sku: variant.sku, available: 1, requested: 2 }],
    });
    expect(await stockOf("sa", variant.variantId)).toBe(1);
    expect(await (await getCommerce("sa")).getCart(cart.id)).not.toBeNull();
    expect(await mailsTo("short@example.com")).toHaveLength(0);
  });

  it("places an order to collect: the boutique's shelf (not the web stock), its address, who collects, the mail names it", async () => {
    const { cart, variant } = await newCart("sa", 2);
    const before = await stockOf("sa", variant.variantId);
    await database.db
      .insert(t.storeStock)
      .values({ storeId: 5, variantId: variant.variantId, available: 3 })
      .onConflictDoUpdate({ target: [t.storeStock.storeId, t.storeStock.variantId], set: { available: 3 } });
    // Only the collector's name and phone: no street, city or governorate asked.
    const collector = { first_name: "Noura", last_name: "Al-Harbi", phone: "0501234567" };
    const res = await post(
      body(cart.id, { email: "collect@example.com", shipping_address: collector, pickup: { store_id: 5 } }),
    );
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()).response;
    const order = (await (await getCommerce("sa")).getOrder(orderId, "en"))!;
    expect(order.pickup).toMatchObject({
      store: { id: 5, name: "Lumina Red Sea Mall", city: "Jeddah" },
      collector: { name: "Noura Al-Harbi", phone: "501234567" },
    });
    expect(order.shipping_address).toMatchObject({
      street: expect.stringContaining("Red Sea Mall"),
      city: "Jeddah",
      governorate: "",
    });
    expect(await stockOf("sa", variant.variantId)).toBe(before);
    const [shelf] = await database.db
      .select()
      .from(t.storeStock)
      .where(and(eq(t.storeStock.storeId, 5), eq(t.storeStock.variantId, variant.variantId)));
    expect(shelf!.available).toBe(1);
    const [mail] = await mailsTo("collect@example.com");
    expect(mail!.text).toContain("Lumina Red Sea Mall");
    expect(mail!.text).toContain("openstreetmap.org");
  });

  it("refuses an order to collect with 409 when the boutique is short, and 400 for another country's boutique or a missing collector", async () => {
    const { cart, variant } = await newCart("sa", 2);
    await database.db
      .insert(t.storeStock)
      .values({ storeId: 6, variantId: variant.variantId, available: 1 })
      .onConflictDoUpdate({ target: [t.storeStock.storeId, t.storeStock.variantId], set: { available: 1 } });
    const collector = { first_name: "Noura", last_name: "Al-Harbi", phone: "0501234567" };
    const short = await post(body(cart.id, { shipping_address: collector, pickup: { store_id: 6 } }));
    expect(short.status).toBe(409);
    expect(await short.json()).toMatchObject({
      code: "outOfStock",
      items: [{ sku: variant.sku, available: 1, requested: 2 }],
    });
    // Store 12 is in Cairo: not a boutique of Saudi Arabia.
    expect((await post(body(cart.id, { shipping_address: collector, pickup: { store_id: 12 } }))).status).toBe(400);
    const nameless = await post(
      body(cart.id, { shipping_address: { ...collector, first_name: "" }, pickup: { store_id: 6 } }),
    );
    expect(nameless.status).toBe(400);
    expect((await nameless.json()).error).toMatch(/first_name/);
    expect((await post(body(cart.id, { shipping_address: collector, pickup: { store_id: "x" } }))).status).toBe(400);
    expect(await (await getCommerce("sa")).getCart(cart.id)).not.toBeNull();
  });

  it("answers 400 for a cart whose lines have all gone", async () => {
    const { cart } = await newCart("sa", 1);
    await database.db.delete(t.cartItems).where(eq(t.cartItems.cartId, cart.id));
    const res = await post(body(cart.id));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "badRequest" });
  });

  it("keeps a customer's cart to that customer's session (403 otherwise)", async () => {
    const { cart } = await newCart("sa", 1, 7);
    expect((await post(body(cart.id))).status).toBe(403);
    const stranger = await openSession(8, "sa", database.db);
    const denied = await post(body(cart.id), stranger);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ code: "forbidden" });
    const owner = await openSession(7, "sa", database.db);
    const res = await post(body(cart.id, { email: "seven@example.com" }), owner);
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()).response;
    expect((await (await getCommerce("sa")).getOrder(orderId, "en"))!.customer_id).toBe(7);
    // A retry from someone else does not reveal the placed order.
    const retry = await post(body(cart.id), stranger);
    expect(retry.status).toBe(409);
    expect(await retry.json()).toEqual({
      hasError: true,
      error: "This cart has already been ordered",
      code: "alreadyOrdered",
    });
  });

  it("still places the order when the mail cannot be sent, and reports the failure", async () => {
    const { cart } = await newCart("sa", 1);
    state.failMail = true;
    const res = await post(body(cart.id, { email: "nomail@example.com" }));
    expect(res.status).toBe(201);
    expect(reportError).toHaveBeenCalledOnce();
    expect(await mailsTo("nomail@example.com")).toHaveLength(0);
  });

  it.each([
    ["not JSON", "{", /JSON/],
    ["no email", { email: undefined }, /email/],
    ["a bad email", { email: "noura@" }, /email: must be an email address/],
    [
      "a short sa phone",
      { shipping_address: { ...ADDRESSES.sa, phone: "05012345" } },
      /shipping_address\.phone: must be a mobile number of 9 digits/,
    ],
    [
      "a 9-digit eg phone",
      { region: "eg", locale: "en-eg", shipping_address: { ...ADDRESSES.eg, phone: "012345678" } },
      /phone: must be a mobile number of 10 digits/,
    ],
    [
      "a 4-digit sa postal code",
      { shipping_address: { ...ADDRESSES.sa, postal_code: "1221" } },
      /postal_code: must be 5 digits/,
    ],
    [
      "an Egyptian governorate in sa",
      { shipping_address: { ...ADDRESSES.sa, governorate: "cairo" } },
      /governorate: must be one of/,
    ],
    ["a missing street", { shipping_address: { ...ADDRESSES.sa, street: "  " } }, /street: is required/],
    ["a locale of another region", { locale: "ar-eg" }, /locale: must be a locale of region sa/],
    ["card payment", { payment_method: "card" }, /payment_method/],
    ["a cart id that is no UUID", { cartId: "abc" }, /cartId/],
  ])("answers 400 with a message for %s", async (_name, over, message) => {
    const { cart } = await newCart("sa", 1);
    const res = await post(typeof over === "string" ? over : body(cart.id, over));
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.hasError).toBe(true);
    expect(json.error).toMatch(message);
    expect(await (await getCommerce("sa")).getCart(cart.id)).not.toBeNull();
  });
});
