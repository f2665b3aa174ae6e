import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { openTestDb } from "@/lib/db/test-db";
import { sellableProducts, setStock } from "@/lib/db/test-catalogue";
import { seedDatabase } from "@/lib/db/seed";
import * as t from "@/lib/db/schema";
import { OutOfStockError } from "../errors";
import { storesHolding } from "../pickup-types";
import { createCarts } from "./carts";
import { createCatalogue } from "./catalogue";
import { createOrders } from "./orders";
import { createTracking } from "./tracking";

/** Collect in store on a real, throw-away database: each boutique's shelf, held at placement, made ready, collected. */
let handle: Awaited<ReturnType<typeof openTestDb>>;
let pieces: { productId: number; variantId: number }[];
let next = 0;
const RIYADH_PARK = 2;
const CITY_STARS = 12;

const collector = {
  first_name: "Noura",
  last_name: "Saleh",
  street: "",
  city: "",
  governorate: "",
  postal_code: "",
  phone: "501234567",
  country_code: "SA",
};

beforeAll(async () => {
  handle = await openTestDb();
  await seedDatabase(handle.db, { products: 60, force: true });
  pieces = (await sellableProducts(handle.db, "sa")).filter((r) => r.variants === 1).slice(0, 10);
  // The bag holds what the web sells; the boutique's shelf is what an order to collect takes.
  for (const p of pieces) await setStock(handle.db, "sa", p.variantId, 20);
});
afterAll(() => handle?.close());

const shelf = async (storeId: number, variantId: number, available: number) =>
  handle.db
    .insert(t.storeStock)
    .values({ storeId, variantId, available })
    .onConflictDoUpdate({ target: [t.storeStock.storeId, t.storeStock.variantId], set: { available } });
const onShelf = async (storeId: number, variantId: number) =>
  (
    await handle.db
      .select()
      .from(t.storeStock)
      .where(and(eq(t.storeStock.storeId, storeId), eq(t.storeStock.variantId, variantId)))
  )[0]?.available ?? 0;
const webStock = async (variantId: number) =>
  (
    await handle.db
      .select()
      .from(t.inventory)
      .where(and(eq(t.inventory.region, "sa"), eq(t.inventory.variantId, variantId)))
  )[0]!.availableToSell;

async function cartOf(piece: { productId: number }, quantity = 1) {
  return createCarts(handle.db, "sa").createCart({
    lines: [{ product_id: piece.productId, quantity }],
    customerId: 0,
    locale: "en-sa",
  });
}
const place = (cartId: string, storeId: number) =>
  createOrders(handle.db, "sa").placeOrder({
    cartId,
    email: "noura@example.com",
    customerId: 0,
    shippingAddress: collector,
    paymentMethod: "cod",
    pickup: { storeId },
  });

describe("collect in store", () => {
  it("lists each boutique of the country with its own stock; none in a country without boutiques", async () => {
    const piece = pieces[next++]!;
    await shelf(RIYADH_PARK, piece.variantId, 3);
    const stock = await createCatalogue(handle.db, "sa").getStoreStock([piece.variantId, 999_999], "ar");
    expect(stock).toHaveLength(11);
    expect(stock.map((s) => s.store.id)).toEqual([...stock.map((s) => s.store.id)].sort((a, b) => a - b));
    const park = stock.find((s) => s.store.id === RIYADH_PARK)!;
    expect(park.store.city).toBe("الرياض");
    expect(park.stock).toEqual([
      { variant_id: piece.variantId, available: 3 },
      { variant_id: 999_999, available: 0 },
    ]);
    expect(storesHolding(stock, [{ variant_id: piece.variantId, quantity: 3 }]).map((s) => s.store.id)).toContain(
      RIYADH_PARK,
    );
    expect(storesHolding(stock, [{ variant_id: piece.variantId, quantity: 4 }]).map((s) => s.store.id)).not.toContain(
      RIYADH_PARK,
    );
    expect(await createCatalogue(handle.db, "ae").getStoreStock([piece.variantId], "en")).toEqual([]);
  });

  it("holds the pieces on the boutique's shelf (not the web stock), names the boutique, and walks ready then collected", async () => {
    const piece = pieces[next++]!;
    await shelf(RIYADH_PARK, piece.variantId, 2);
    await setStock(handle.db, "sa", piece.variantId, 5);
    const order = await place((await cartOf(piece, 2)).id, RIYADH_PARK);
    if (!order || order === "already-ordered") throw new Error("no order");
    expect(await onShelf(RIYADH_PARK, piece.variantId)).toBe(0);
    expect(await webStock(piece.variantId)).toBe(5);
    expect(order.pickup).toMatchObject({
      store: { id: RIYADH_PARK, name: "Lumina Riyadh Park" },
      collector: { name: "Noura Saleh", phone: "501234567" },
    });
    expect(order.shipping_address).toMatchObject({ street: expect.stringContaining("Riyadh Park"), city: "Riyadh" });
    expect(order.shipping_total).toBe(0);

    const tracking = createTracking(handle.db, "sa");
    const fresh = (await tracking.getOrderTracking(order.id, "en"))!;
    expect(fresh.method).toBe("pickup");
    expect(fresh.pickup_store?.id).toBe(RIYADH_PARK);
    expect(fresh.timeline.map((s) => s.step)).toEqual(["placed", "confirmed", "ready_for_collection", "collected"]);
    expect(await tracking.advanceOrder(order.id, "out_for_delivery", "en")).toEqual({
      status: "conflict",
      current: "placed",
    });
    expect(await tracking.advanceOrder(order.id, "collected", "en")).toEqual({ status: "conflict", current: "placed" });
    const orders = createOrders(handle.db, "sa");
    expect((await orders.getOrder(order.id, "en"))!.pickup?.ready).toBe(false);
    expect((await tracking.advanceOrder(order.id, "ready_for_collection", "en")).status).toBe("ok");
    // My orders says so: the order page and the list (the order given to a customer of its own here).
    expect((await orders.getOrder(order.id, "en"))!.pickup?.ready).toBe(true);
    await handle.db.update(t.orders).set({ customerId: 424242 }).where(eq(t.orders.id, order.id));
    expect((await orders.listCustomerOrders(424242, "en")).map((o) => [o.id, o.pickup?.ready])).toEqual([
      [order.id, true],
    ]);
    await handle.db.update(t.orders).set({ customerId: 0 }).where(eq(t.orders.id, order.id));
    const collected = await tracking.advanceOrder(order.id, "collected", "en");
    // Made ready at once: the confirmed step was never taken.
    expect(collected.status === "ok" && collected.tracking.timeline.map((s) => [s.step, s.at !== null])).toEqual([
      ["placed", true],
      ["confirmed", false],
      ["ready_for_collection", true],
      ["collected", true],
    ]);
    const [row] = await handle.db.select().from(t.orders).where(eq(t.orders.id, order.id));
    expect(row).toMatchObject({ status: "delivered" });
    expect(row!.deliveredAt).not.toBeNull();
    expect((await createOrders(handle.db, "sa").listCustomerOrders(0, "en")).length).toBe(0);
  });

  it("refuses a boutique short of a piece (the bag unchanged), and another country's boutique", async () => {
    const piece = pieces[next++]!;
    await shelf(RIYADH_PARK, piece.variantId, 1);
    const cart = await cartOf(piece, 2);
    const refused = await place(cart.id, RIYADH_PARK).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OutOfStockError);
    expect((refused as OutOfStockError).items).toEqual([expect.objectContaining({ available: 1, requested: 2 })]);
    await expect(place(cart.id, CITY_STARS)).rejects.toThrow(/No such store/);
    expect(await onShelf(RIYADH_PARK, piece.variantId)).toBe(1);
    expect((await createCarts(handle.db, "sa").getCart(cart.id))?.line_items.physical_items).toHaveLength(1);
  });

  it("gives a boutique's last piece to exactly one of five shoppers racing for it", async () => {
    const piece = pieces[next++]!;
    await shelf(RIYADH_PARK, piece.variantId, 1);
    const carts = await Promise.all([1, 2, 3, 4, 5].map(() => cartOf(piece)));
    const outcomes = await Promise.allSettled(carts.map((c) => place(c.id, RIYADH_PARK)));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === "rejected" && o.reason instanceof OutOfStockError)).toHaveLength(4);
    expect(await onShelf(RIYADH_PARK, piece.variantId)).toBe(0);
  });

  it("puts a cancelled order's pieces back on the boutique's shelf", async () => {
    const piece = pieces[next++]!;
    await shelf(RIYADH_PARK, piece.variantId, 2);
    const order = await place((await cartOf(piece, 2)).id, RIYADH_PARK);
    if (!order || order === "already-ordered") throw new Error("no order");
    const tracking = createTracking(handle.db, "sa");
    expect((await tracking.advanceOrder(order.id, "ready_for_collection", "en")).status).toBe("ok");
    expect((await tracking.advanceOrder(order.id, "cancelled", "en")).status).toBe("ok");
    expect(await onShelf(RIYADH_PARK, piece.variantId)).toBe(2);
  });
});
