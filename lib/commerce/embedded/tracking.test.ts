import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { openTestDb } from "@/lib/db/test-db";
import { sellableProducts, setStock } from "@/lib/db/test-catalogue";
import { seedDatabase } from "@/lib/db/seed";
import * as t from "@/lib/db/schema";
import { maskPhone, maskWords } from "../tracking-types";
import { createCarts } from "./carts";
import { createOrders, orderNumber } from "./orders";
import { createTracking } from "./tracking";

/** Order tracking on a real, throw-away database (PGlite, or PostgreSQL in CI): steps, parcels, the masked view. */
let handle: Awaited<ReturnType<typeof openTestDb>>;
let pieces: { productId: number; variantId: number }[];
let next = 0;

const address = {
  first_name: "Noura",
  last_name: "Saleh",
  street: "12 King Fahd Road",
  city: "Riyadh",
  governorate: "riyadh",
  postal_code: "12211",
  phone: "501234567",
  country_code: "SA",
};

beforeAll(async () => {
  handle = await openTestDb();
  await seedDatabase(handle.db, { products: 60, force: true });
  pieces = (await sellableProducts(handle.db, "sa")).filter((r) => r.variants === 1).slice(0, 8);
  for (const p of pieces) await setStock(handle.db, "sa", p.variantId, 20);
});
afterAll(() => handle?.close());

async function placed(quantity = 2) {
  const piece = pieces[next++ % pieces.length]!;
  const cart = await createCarts(handle.db, "sa").createCart({
    lines: [{ product_id: piece.productId, quantity }],
    customerId: 0,
    locale: "en-sa",
  });
  const order = await createOrders(handle.db, "sa").placeOrder({
    cartId: cart.id,
    email: "noura@example.com",
    customerId: 0,
    shippingAddress: address,
    paymentMethod: "cod",
  });
  if (!order || order === "already-ordered") throw new Error("no order");
  return { order, piece };
}

const stockOf = async (variantId: number) =>
  (
    await handle.db
      .select()
      .from(t.inventory)
      .where(and(eq(t.inventory.region, "sa"), eq(t.inventory.variantId, variantId)))
  )[0]!.availableToSell;

describe("order tracking", () => {
  it("walks an order from placed to delivered, with its parcel, and shows the address only partly", async () => {
    const tracking = createTracking(handle.db, "sa");
    const { order } = await placed();
    const fresh = (await tracking.getOrderTracking(order.id, "en"))!;
    expect(fresh.timeline.map((s) => [s.step, s.at !== null])).toEqual([
      ["placed", true],
      ["confirmed", false],
      ["shipped", false],
      ["out_for_delivery", false],
      ["delivered", false],
    ]);
    expect(fresh.delivery).toEqual({
      name: "N•••• S••••",
      street: "12 Ki•• Fa•• Ro••",
      city: "Riyadh",
      postal_code: "12•••",
      phone: "•••••••67",
      country_code: "SA",
    });
    expect(JSON.stringify(fresh)).not.toContain("King Fahd");

    expect((await tracking.advanceOrder(order.id, "confirmed", "en")).status).toBe("ok");
    const shipped = await tracking.addShipment(
      order.id,
      { courier: "Aramex", trackingNumber: " 3456789012 ", trackingUrl: "https://www.aramex.com/track/3456789012" },
      "en",
    );
    expect(shipped.status).toBe("ok");
    if (shipped.status !== "ok") return;
    expect(shipped.tracking.status).toBe("shipped");
    expect(shipped.tracking.shipments).toEqual([
      expect.objectContaining({ courier: "Aramex", tracking_number: "3456789012" }),
    ]);
    expect((await tracking.advanceOrder(order.id, "out_for_delivery", "en")).status).toBe("ok");
    const delivered = await tracking.advanceOrder(order.id, "delivered", "en");
    expect(delivered.status === "ok" && delivered.tracking.timeline.every((s) => s.at !== null)).toBe(true);
    const [row] = await handle.db.select().from(t.orders).where(eq(t.orders.id, order.id));
    expect(row).toMatchObject({ status: "delivered" });
    expect(row!.deliveredAt).not.toBeNull();
  });

  it("finds an order's tracking by the number a shopper quotes, with the contact it was placed with", async () => {
    const tracking = createTracking(handle.db, "sa");
    const { order } = await placed();
    const found = (await tracking.findOrderTracking(` ${orderNumber(order.id, "sa").toLowerCase()} `, "ar"))!;
    expect(found.contact).toEqual({ email: "noura@example.com", phones: ["501234567"] });
    expect(found.tracking).toEqual(await tracking.getOrderTracking(order.id, "ar"));
    expect(await tracking.findOrderTracking(orderNumber(999_999, "sa"), "en")).toBeNull();
    expect(await tracking.findOrderTracking("not a number", "en")).toBeNull();
    expect(await createTracking(handle.db, "ae").findOrderTracking(orderNumber(order.id, "sa"), "en")).toBeNull();
  });

  it("refuses a step that cannot follow the one reached, and an unknown order", async () => {
    const tracking = createTracking(handle.db, "sa");
    const { order } = await placed();
    expect(await tracking.advanceOrder(order.id, "out_for_delivery", "en")).toEqual({
      status: "conflict",
      current: "placed",
    });
    expect(await tracking.advanceOrder(order.id, "delivered", "en")).toEqual({ status: "conflict", current: "placed" });
    await tracking.addShipment(order.id, { courier: "SMSA", trackingNumber: "290011" }, "en");
    expect(await tracking.advanceOrder(order.id, "cancelled", "en")).toEqual({
      status: "conflict",
      current: "shipped",
    });
    expect(await tracking.advanceOrder(999_999, "confirmed", "en")).toEqual({ status: "not-found" });
    expect(await createTracking(handle.db, "ae").getOrderTracking(order.id, "en")).toBeNull();
  });

  it("takes one step once when two agents press at the same time", async () => {
    const tracking = createTracking(handle.db, "sa");
    const { order } = await placed();
    const both = await Promise.all([
      tracking.advanceOrder(order.id, "confirmed", "en"),
      tracking.advanceOrder(order.id, "confirmed", "en"),
    ]);
    expect(both.map((b) => b.status).sort()).toEqual(["conflict", "ok"]);
    expect(await handle.db.select().from(t.orderEvents).where(eq(t.orderEvents.orderId, order.id))).toHaveLength(1);
  });

  it("puts a cancelled order's pieces back in stock and ends its timeline with the cancellation", async () => {
    const tracking = createTracking(handle.db, "sa");
    const { order, piece } = await placed(3);
    const before = await stockOf(piece.variantId);
    const cancelled = await tracking.advanceOrder(order.id, "cancelled", "ar");
    expect(cancelled.status).toBe("ok");
    if (cancelled.status !== "ok") return;
    expect(cancelled.tracking.timeline.map((s) => s.step)).toEqual(["placed", "cancelled"]);
    expect(cancelled.tracking.lines[0]!.name).toMatch(/[\u0600-\u06FF]/);
    expect(await stockOf(piece.variantId)).toBe(before + 3);
    expect((await tracking.advanceOrder(order.id, "confirmed", "en")).status).toBe("conflict");
  });

  it("masks words and phone numbers", () => {
    expect(maskWords("Al Olaya District")).toBe("Al Ol••• Di••••••");
    expect(maskWords("  ")).toBe("");
    expect(maskPhone("+966 50 123 4567")).toBe("••••••••67");
    expect(maskPhone("7")).toBe("••");
  });
});
