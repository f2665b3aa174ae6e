import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestCustomer } from "@/lib/auth/test-customers";
import { seedDatabase } from "@/lib/db/seed";
import * as t from "@/lib/db/schema";
import { openTestDb } from "@/lib/db/test-db";
import { sellableProducts } from "@/lib/db/test-catalogue";
import type { Lang } from "@/lib/i18n/locales";
import type { Order, OrderStatus } from "../cart-types";
import { createReviews } from "../engine";
import { insertTestOrder } from "../embedded/test-orders";
import type { ProductSummary } from "../types";
import { createBigCommerceReviews, purchasesOf } from "./reviews";

/** A hosted country's reviews: in our database under the store's own ids, purchases from its orders. */
let handle: Awaited<ReturnType<typeof openTestDb>>;
beforeAll(async () => {
  handle = await openTestDb();
  await seedDatabase(handle.db, { products: 20, force: true });
});
afterAll(async () => handle?.close());

const line = (productId: number) => ({
  product_id: productId,
  name: `Piece ${productId}`,
  url: `piece-${productId}-sku-p${productId}`,
  image_url: null,
});
const order = (
  id: number,
  customerId: number,
  day: number,
  productIds: number[],
  status: OrderStatus = "awaiting_fulfillment",
) =>
  ({
    id,
    customer_id: customerId,
    status,
    created_time: new Date(Date.UTC(2026, 10, day)).toISOString(),
    lines: productIds.map(line),
  }) as unknown as Order;

/** The store's orders and catalogue, as the orders and catalogue parts would answer them. */
function hostedStore(orders: Order[], sold: number[]) {
  let opened = 0;
  const reviews = createBigCommerceReviews("sa", {
    orders: { listCustomerOrders: async (customerId) => orders.filter((o) => o.customer_id === customerId) },
    catalogue: {
      getProductsByIds: async (ids: number[], lang: Lang) =>
        ids
          .filter((id) => sold.includes(id))
          .map(
            (id) =>
              ({
                entityId: id,
                name: `${lang}:${id}`,
                path: `p-${id}`,
                defaultImage: { url: `https://cdn.test/${id}.jpg` },
              }) as unknown as ProductSummary,
          ),
    },
    db: async () => (opened++, handle.db),
  });
  return { reviews, opened: () => opened };
}

const write = (reviews: ReturnType<typeof hostedStore>["reviews"], customerId: number, productId: number, rating = 5) =>
  reviews.createReview(customerId, { productId, rating, title: "", text: "Lovely piece, well made.", lang: "en" });

describe("BigCommerce reviews", () => {
  it("reads purchases from her orders: not cancelled, newest order first, lines in order", () => {
    const purchases = purchasesOf([
      order(100, 7, 1, [101, 102]),
      order(102, 7, 9, [104], "cancelled"),
      order(101, 7, 5, [103, 101]),
    ]);
    expect(purchases.map((p) => [p.orderId, p.product.entityId])).toEqual([
      [101, 103],
      [101, 101],
      [100, 101],
      [100, 102],
    ]);
    expect(purchases[0]!.product).toEqual({
      entityId: 103,
      name: "Piece 103",
      path: "piece-103-sku-p103",
      imageUrl: null,
    });
  });

  it("lists pending reviews, writes one per purchased product keyed by the hosted order, lists hers", async () => {
    const { reviews, opened } = hostedStore(
      [order(100, 7, 1, [101, 102]), order(101, 7, 5, [102, 103]), order(102, 7, 9, [104], "cancelled")],
      [101, 102, 103, 104],
    );
    expect(opened()).toBe(0);
    expect((await reviews.getPendingReviews(7, "en")).map((r) => [r.product.entityId, r.orderId])).toEqual([
      [102, 101],
      [103, 101],
      [101, 100],
    ]);
    expect(await write(reviews, 7, 104)).toEqual({ status: "notPurchased" });
    const written = await write(reviews, 7, 102, 4);
    expect(written).toMatchObject({
      status: "ok",
      review: {
        orderId: 101,
        rating: 4,
        product: { entityId: 102, name: "en:102", imageUrl: "https://cdn.test/102.jpg" },
      },
    });
    expect(await write(reviews, 7, 102)).toEqual({ status: "alreadyReviewed" });
    expect((await reviews.getPendingReviews(7, "en")).map((r) => r.product.entityId)).toEqual([103, 101]);
    expect((await reviews.listCustomerReviews(7, "recent", "ar")).map((r) => r.product.name)).toEqual(["ar:102"]);
    expect(opened()).toBe(1);
  });

  it("keeps the hosted store's ids apart from the embedded store's, and leaves embedded products' counters alone", async () => {
    const [embeddedProduct] = (await sellableProducts(handle.db, "sa")).map((p) => p.productId);
    const { customer } = await createTestCustomer(handle.db);
    await insertTestOrder(handle.db, { customerId: customer.entityId, productIds: [embeddedProduct!] });
    expect(
      (
        await createReviews(handle.db, "sa").createReview(customer.entityId, {
          productId: embeddedProduct!,
          rating: 3,
          title: "",
          text: "Embedded review here.",
          lang: "en",
        })
      ).status,
    ).toBe("ok");
    const counters = async () =>
      (
        await handle.db
          .select({ count: t.products.reviewCount })
          .from(t.products)
          .where(eq(t.products.id, embeddedProduct!))
      )[0]!.count;
    const before = await counters();

    // A hosted customer with the same number, who bought the product with the same number there.
    const { reviews } = hostedStore([order(500, customer.entityId, 3, [embeddedProduct!])], [embeddedProduct!]);
    expect((await reviews.getPendingReviews(customer.entityId, "en")).map((r) => r.product.entityId)).toEqual([
      embeddedProduct,
    ]);
    expect((await write(reviews, customer.entityId, embeddedProduct!)).status).toBe("ok");
    expect(await counters()).toBe(before);
    expect(await createReviews(handle.db, "sa").listCustomerReviews(customer.entityId, "recent", "en")).toHaveLength(1);
    expect(await reviews.listCustomerReviews(customer.entityId, "recent", "en")).toEqual([
      expect.objectContaining({ orderId: 500 }),
    ]);
  });
});
