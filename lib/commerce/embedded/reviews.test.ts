import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openTestDb } from "@/lib/db/test-db";
import { sellableProducts } from "@/lib/db/test-catalogue";
import { seedDatabase } from "@/lib/db/seed";
import * as t from "@/lib/db/schema";
import { createTestCustomer } from "@/lib/auth/test-customers";
import { createReviews } from "./reviews";
import { insertTestOrder } from "./test-orders";

/** The embedded review engine on a real, throw-away database. */
let handle: Awaited<ReturnType<typeof openTestDb>>;
let p: number[];

beforeAll(async () => {
  handle = await openTestDb();
  await seedDatabase(handle.db, { products: 30, force: true });
  p = (await sellableProducts(handle.db, "sa")).map((r) => r.productId);
});
afterAll(async () => handle?.close());

const reviews = () => createReviews(handle.db, "sa");
const day = (n: number) => new Date(Date.UTC(2025, 0, n));
const counters = async (id: number) =>
  (
    await handle.db
      .select({ count: t.products.reviewCount, sum: t.products.reviewSum })
      .from(t.products)
      .where(eq(t.products.id, id))
  )[0]!;
const write = (customerId: number, productId: number, rating = 4) =>
  reviews().createReview(customerId, { productId, rating, title: "", text: "Lovely piece, well made.", lang: "en" });

describe("embedded reviews", () => {
  it("lists products awaiting a review: newest order first, each once, reviewed and cancelled ones left out", async () => {
    const { customer } = await createTestCustomer(handle.db);
    const id = customer.entityId;
    const older = await insertTestOrder(handle.db, { customerId: id, productIds: [p[0]!, p[1]!], placedAt: day(1) });
    const newer = await insertTestOrder(handle.db, { customerId: id, productIds: [p[1]!, p[2]!], placedAt: day(5) });
    await insertTestOrder(handle.db, { customerId: id, productIds: [p[3]!], placedAt: day(9), status: "cancelled" });
    await insertTestOrder(handle.db, { region: "ae", customerId: id, productIds: [p[4]!], placedAt: day(9) });
    const other = await createTestCustomer(handle.db);
    await insertTestOrder(handle.db, { customerId: other.customer.entityId, productIds: [p[5]!], placedAt: day(9) });

    const pending = await reviews().getPendingReviews(id, "ar");
    expect(pending.map((r) => [r.product.entityId, r.orderId])).toEqual([
      [p[1], newer],
      [p[2], newer],
      [p[0], older],
    ]);
    expect(pending[0]!.product.name).toMatch(/[\u0600-\u06FF]/);
    expect(pending[0]!.product.path).toMatch(/-sku-/);

    expect((await write(id, p[1]!)).status).toBe("ok");
    expect((await reviews().getPendingReviews(id, "en")).map((r) => r.product.entityId)).toEqual([p[2], p[0]]);
  });

  it("writes once per product, only for products she ordered, and moves the product's counters", async () => {
    const { customer } = await createTestCustomer(handle.db);
    const id = customer.entityId;
    const orderId = await insertTestOrder(handle.db, { customerId: id, productIds: [p[6]!] });
    await insertTestOrder(handle.db, { customerId: id, productIds: [p[7]!], status: "cancelled" });
    const before = await counters(p[6]!);

    const written = await write(id, p[6]!, 5);
    expect(written).toMatchObject({ status: "ok", review: { rating: 5, orderId, product: { entityId: p[6] } } });
    expect(await counters(p[6]!)).toEqual({ count: before.count + 1, sum: before.sum + 5 });

    expect(await write(id, p[6]!, 1)).toEqual({ status: "alreadyReviewed" });
    expect(await counters(p[6]!)).toEqual({ count: before.count + 1, sum: before.sum + 5 });
    expect(await write(id, p[7]!)).toEqual({ status: "notPurchased" });
    expect(await write(id, p[8]!)).toEqual({ status: "notPurchased" });
    expect(
      await createReviews(handle.db, "ae").createReview(id, {
        productId: p[6]!,
        rating: 3,
        title: "",
        text: "Another country",
        lang: "en",
      }),
    ).toEqual({ status: "notPurchased" });
  });

  it("two tabs posting the same review at once: one review, counters moved once", async () => {
    const { customer } = await createTestCustomer(handle.db);
    await insertTestOrder(handle.db, { customerId: customer.entityId, productIds: [p[9]!] });
    const before = await counters(p[9]!);
    const results = await Promise.all([write(customer.entityId, p[9]!, 2), write(customer.entityId, p[9]!, 2)]);
    expect(results.map((r) => r.status).sort()).toEqual(["alreadyReviewed", "ok"]);
    expect(await counters(p[9]!)).toEqual({ count: before.count + 1, sum: before.sum + 2 });
  });

  it("lists her reviews sorted recent, feature, highest, lowest", async () => {
    const { customer } = await createTestCustomer(handle.db);
    const id = customer.entityId;
    await insertTestOrder(handle.db, { customerId: id, productIds: [p[10]!, p[11]!, p[12]!] });
    for (const [product, rating] of [
      [p[10]!, 3],
      [p[11]!, 5],
      [p[12]!, 1],
    ] as const)
      await write(id, product, rating);
    await handle.db.update(t.reviews).set({ featured: true }).where(eq(t.reviews.productId, p[12]!));
    const ratings = async (sort: "recent" | "feature" | "highest" | "lowest") =>
      (await reviews().listCustomerReviews(id, sort, "en")).map((r) => r.rating);
    expect(await ratings("recent")).toEqual([1, 5, 3]);
    expect(await ratings("feature")).toEqual([1, 5, 3]);
    expect(await ratings("highest")).toEqual([5, 3, 1]);
    expect(await ratings("lowest")).toEqual([1, 3, 5]);
    await handle.db.update(t.reviews).set({ featured: true }).where(eq(t.reviews.productId, p[10]!));
    expect(await ratings("feature")).toEqual([1, 3, 5]);
    const [first] = await reviews().listCustomerReviews(id, "highest", "en");
    expect(first!.product).toMatchObject({ entityId: p[11], path: expect.stringMatching(/-sku-/) });
    expect(await createReviews(handle.db, "ae").listCustomerReviews(id, "recent", "en")).toEqual([]);
  });
});
