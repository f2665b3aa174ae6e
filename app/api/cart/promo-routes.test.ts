import { describe, expect, it, vi } from "vitest";
import { and, eq, gte } from "drizzle-orm";
import * as t from "@/lib/db/schema";
import { routeTestDb } from "@/tests/support/route-harness";
import { createTestCustomer } from "@/lib/auth/test-customers";

/**
 * The promotion-code routes against the embedded store on a real, throw-away database with the
 * demo store's codes (WELCOME10: 10% once per customer; SAVE100: 100 off from 1,000; EXPIRED;
 * MISSL15: Miss L' pieces only; SAVE500: Egypt's), then the code used by an order at checkout.
 */
vi.mock("@/lib/db/client", async (original) => (await import("@/tests/support/route-harness")).testDbClient(original));
vi.mock("@/features/monitoring/report-error", async () =>
  (await import("@/tests/support/route-harness")).spyReporter(),
);
const database = routeTestDb({ products: 60 });

const routes = {
  addPromo: (await import("./addPromo/route")).POST,
  deletePromo: (await import("./deletePromo/route")).POST,
  getCart: (await import("./getCart/route")).POST,
  placeOrder: (await import("../checkout/place-order/route")).POST,
};
const { getCommerce } = await import("@/lib/commerce/provider");

async function call(route: keyof typeof routes, body: unknown, cookie?: string) {
  const request = new Request(`http://localhost/api/cart/${route}`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", ...(cookie && { cookie }) },
  });
  const res = await routes[route](request);
  return { status: res.status, json: await res.json(), headers: res.headers };
}

const used = new Set<number>();
/** A main-brand piece with stock not used by an earlier test (under SAVE100's minimum unless told), and its price. */
async function piece(maxPrice = 900) {
  const rows = await database.db
    .select({
      variantId: t.inventory.variantId,
      productId: t.productVariants.productId,
      price: t.regionProducts.price,
      sale: t.regionProducts.salePrice,
      brand: t.products.brandKey,
    })
    .from(t.inventory)
    .innerJoin(t.productVariants, eq(t.productVariants.id, t.inventory.variantId))
    .innerJoin(t.products, eq(t.products.id, t.productVariants.productId))
    .innerJoin(
      t.regionProducts,
      and(eq(t.regionProducts.productId, t.productVariants.productId), eq(t.regionProducts.region, "sa")),
    )
    .where(and(eq(t.inventory.region, "sa"), gte(t.inventory.availableToSell, 3), eq(t.regionProducts.visible, true)));
  const row = rows.find((r) => !used.has(r.variantId) && r.brand !== "missl" && (r.sale ?? r.price) < maxPrice);
  if (!row) throw new Error("no piece left for the test");
  used.add(row.variantId);
  return { ...row, unit: row.sale ?? row.price };
}

async function newCart(customerId = 0, maxPrice = 900) {
  const p = await piece(maxPrice);
  const commerce = await getCommerce("sa");
  const cart = await commerce.createCart({
    lines: [{ product_id: p.productId, variant_id: p.variantId, quantity: 1 }],
    customerId,
    locale: "en-sa",
  });
  return { cart, piece: p };
}

const apply = (cartId: string, code: string, cookie?: string, extra: object = {}) =>
  call("addPromo", { cartId, region: "sa", locale: "en-sa", code, ...extra }, cookie);

describe("promotion-code routes", () => {
  it("applies a code (one per cart), shows it on every read, and removes it", async () => {
    const { cart, piece: p } = await newCart();
    const applied = await apply(cart.id, " welcome10 ");
    expect(applied.status).toBe(200);
    const withCode = applied.json.response;
    expect(withCode.coupons).toEqual([{ code: "WELCOME10", discounted_amount: Math.round(p.unit * 10) / 100 }]);
    expect(withCode.cart_amount).toBeCloseTo(p.unit - withCode.coupons[0].discounted_amount, 2);

    const read = await call("getCart", { cartId: cart.id, region: "sa" });
    expect(read.json.response.coupons[0].code).toBe("WELCOME10");

    const removed = await call("deletePromo", { cartId: cart.id, region: "sa" });
    expect(removed.status).toBe(200);
    expect(removed.json.response.coupons).toEqual([]);
    expect(removed.json.response.cart_amount).toBeCloseTo(p.unit, 2);
  });

  it("refuses each kind of code with its reason, and a refused code never changes the cart", async () => {
    const { cart, piece: p } = await newCart();
    await apply(cart.id, "WELCOME10");
    const cases: [string, object][] = [
      ["NOSUCHCODE", { reason: "unknown" }],
      ["EXPIRED", { reason: "expired" }],
      ["SAVE500", { reason: "otherCountry" }],
      ["MISSL15", { reason: "notForThesePieces" }],
      ["SAVE100", { reason: "minimumSpend", missing: Math.round((1000 - p.unit) * 100) / 100 }],
      ["not a code!", { reason: "unknown" }],
    ];
    for (const [code, refusal] of cases) {
      const refused = await apply(cart.id, code);
      expect(refused.status, code).toBe(422);
      expect(refused.json).toMatchObject({ hasError: true, code: "promoRefused", refusal });
    }
    const read = await call("getCart", { cartId: cart.id, region: "sa" });
    expect(read.json.response.coupons.map((c: { code: string }) => c.code)).toEqual(["WELCOME10"]);
  });

  it("answers bad input with 400 naming the field, and another customer's cart with 403", async () => {
    const { cart } = await newCart();
    expect((await call("addPromo", { cartId: cart.id, region: "sa" })).json.error).toMatch(/code: /);
    expect((await apply(cart.id, "X".repeat(51))).status).toBe(400);
    expect((await apply("not-a-cart", "WELCOME10")).status).toBe(400);
    expect((await apply(cart.id, "WELCOME10", undefined, { email: "nope" })).json.error).toMatch(/email: /);
    expect((await apply("00000000-0000-4000-8000-000000000000", "WELCOME10")).status).toBe(404);

    const owner = await createTestCustomer(database.db, "sa", { email: "promo.owner@example.com" });
    const { cart: hers } = await newCart(owner.customer.entityId);
    const stranger = await apply(hers.id, "WELCOME10");
    expect(stranger.status).toBe(403);
    const own = await apply(hers.id, "WELCOME10", owner.cookie);
    expect(own.status).toBe(200);
  });

  it("throttles guessing per cart: 429 with Retry-After once the cart's tries are spent", async () => {
    const { cart } = await newCart();
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await apply(cart.id, `GUESS${i}`));
    expect(answers.slice(0, 10).every((a) => a.status === 422)).toBe(true);
    expect(answers[10]!.status).toBe(429);
    expect(answers[10]!.json.code).toBe("tooManyRequests");
    expect(Number(answers[10]!.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("places an order with the code: the discount in its totals and lines, the use counted, a second use by the same e-mail refused before paying", async () => {
    const email = "promo.buyer@example.com";
    const place = (cartId: string) =>
      call("placeOrder", {
        cartId,
        region: "sa",
        locale: "en-sa",
        email,
        payment_method: "cod",
        shipping_address: {
          first_name: "Noura",
          last_name: "Al-Harbi",
          street: "12 King Fahd Road",
          city: "Riyadh",
          governorate: "riyadh",
          postal_code: "12211",
          phone: "0501234567",
        },
      });
    const first = await newCart();
    const discount = (await apply(first.cart.id, "WELCOME10")).json.response.coupons[0].discounted_amount;
    const placed = await place(first.cart.id);
    expect(placed.status).toBe(201);
    const order = (await (await getCommerce("sa")).getOrder(placed.json.response.orderId, "en"))!;
    expect(order).toMatchObject({
      promo_code: "WELCOME10",
      discount_total: discount,
      subtotal_inc_tax: first.piece.unit,
    });
    expect(order.grand_total).toBeCloseTo(first.piece.unit - discount, 2);
    expect(order.subtotal_ex_tax + order.tax_total).toBeCloseTo(order.grand_total, 2);
    expect(order.lines[0]!.discount).toBe(discount);
    const [promotion] = await database.db
      .select()
      .from(t.promotions)
      .where(and(eq(t.promotions.region, "sa"), eq(t.promotions.code, "WELCOME10")));
    expect(promotion!.uses).toBeGreaterThanOrEqual(1);

    // The same guest again: the code applies to the bag (she has not typed her e-mail yet), but
    // the order is refused with the reason before anything is placed; the cart and stock stay.
    const second = await newCart();
    expect((await apply(second.cart.id, "WELCOME10")).status).toBe(200);
    const refused = await place(second.cart.id);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      code: "promoRefused",
      promoCode: "WELCOME10",
      refusal: { reason: "alreadyUsed" },
    });
    expect(await (await getCommerce("sa")).getCart(second.cart.id)).not.toBeNull();
    // With her e-mail the bag's own check says so at once.
    expect((await apply(second.cart.id, "WELCOME10", undefined, { email })).json.refusal).toEqual({
      reason: "alreadyUsed",
    });
  });

  it("of two orders racing for a code's last use, exactly one gets it; the other is refused before anything is placed", async () => {
    await database.db
      .insert(t.promotions)
      .values({ region: "sa", code: "LASTONE", kind: "fixed", amount: 20, maxUses: 1 });
    const carts = await Promise.all([newCart(0, Infinity), newCart(0, Infinity), newCart(0, Infinity)]);
    for (const { cart } of carts) expect((await apply(cart.id, "LASTONE")).status).toBe(200);
    const address = {
      first_name: "Huda",
      last_name: "Saleh",
      street: "1 Tahlia St",
      city: "Jeddah",
      governorate: "makkah",
      postal_code: "21411",
      phone: "0551234567",
    };
    const placed = await Promise.all(
      carts.map(({ cart }, i) =>
        call("placeOrder", {
          cartId: cart.id,
          region: "sa",
          locale: "en-sa",
          email: `racer${i}@example.com`,
          payment_method: "cod",
          shipping_address: address,
        }),
      ),
    );
    expect(placed.map((p) => p.status).sort()).toEqual([201, 409, 409]);
    for (const refused of placed.filter((p) => p.status === 409))
      expect(refused.json).toMatchObject({ code: "promoRefused", refusal: { reason: "usedUp" } });
    const [promotion] = await database.db
      .select()
      .from(t.promotions)
      .where(and(eq(t.promotions.region, "sa"), eq(t.promotions.code, "LASTONE")));
    expect(promotion!.uses).toBe(1);
  });
});
