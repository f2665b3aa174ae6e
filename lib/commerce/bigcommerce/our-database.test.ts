import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "@/lib/db/test-db";
import { returnRequest } from "../embedded/test-returns";
import { createBigCommerceCatalogue } from "./catalogue";
import { createBigCommerceOrders } from "./orders";
import { createBigCommerceReturns } from "./returns";
import { createBigCommerceReviews } from "./reviews";
import { fakeStoreClients } from "./test-clients";
import { withBigCommerceFake } from "./test-fake";

/**
 * Reviews and returns of a hosted country end to end: her orders from the fake store (Orders v2,
 * placed at its hosted checkout), products from its catalogue (Storefront GraphQL), what she
 * writes kept in our database under the store's ids.
 */
const fake = withBigCommerceFake();
let handle: Awaited<ReturnType<typeof openTestDb>>;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(() => handle.close());

function hostedParts() {
  const clients = fakeStoreClients("sa");
  const catalogue = createBigCommerceCatalogue(clients);
  const deps = { orders: createBigCommerceOrders({ clients, catalogue }), catalogue, db: async () => handle.db };
  return { reviews: createBigCommerceReviews("sa", deps), returns: createBigCommerceReturns("sa", deps) };
}

/** A customer's order placed at the store's checkout: a cart of the pendant (104) and the earrings (102), then paid there. */
async function placedOrder(statusId: number) {
  const store = fake.stores.sa;
  const customerId = store.seedCustomer({
    email: `buyer${store.customers.size}@example.com`,
    password: "Secret-pass-1",
  });
  const cart = await fakeStoreClients("sa").rest.post<{ data: { id: string } }>("/v3/carts", {
    customer_id: customerId,
    line_items: [
      { product_id: 104, quantity: 1 },
      { product_id: 102, quantity: 2 },
    ],
  });
  return { customerId, orderId: store.placeOrder(cart.data.id, { statusId }) };
}

describe("BigCommerce reviews and returns against the fake store", () => {
  it("offers her ordered products for review and writes one keyed by the hosted order", async () => {
    const { customerId, orderId } = await placedOrder(11);
    const { reviews } = hostedParts();
    const pending = await reviews.getPendingReviews(customerId, "en");
    expect(pending.map((p) => [p.product.entityId, p.orderId])).toEqual([
      [104, orderId],
      [102, orderId],
    ]);
    const written = await reviews.createReview(customerId, {
      productId: 104,
      rating: 5,
      title: "",
      text: "Beautiful emerald, well made.",
      lang: "en",
    });
    expect(written).toMatchObject({
      status: "ok",
      review: { orderId, product: { entityId: 104, path: expect.stringMatching(/-sku-lum-nck-104$/) } },
    });
    expect(
      await reviews.createReview(customerId, {
        productId: 101,
        rating: 5,
        title: "",
        text: "Never bought this ring.",
        lang: "en",
      }),
    ).toEqual({ status: "notPurchased" });
  });

  it("returns lines of her delivered (Completed) order under the store's line ids", async () => {
    const { customerId, orderId } = await placedOrder(10);
    const { returns } = hostedParts();
    const view = await returns.getReturnableOrder(customerId, orderId, "en");
    if (!view || view === "forbidden") throw new Error("expected her order");
    expect(view).toMatchObject({ order_id: orderId, number: `KSA-${orderId}`, currency: "SAR" });
    // The catalogue's product type reaches the rules: earrings are pierced jewellery.
    expect(view.lines.map((l) => [l.product_id, l.pierced, l.returnable])).toEqual([
      [104, false, 1],
      [102, true, 2],
    ]);
    const pendant = view.lines.find((l) => l.product_id === 104)!;
    const created = await returns.createReturn(
      customerId,
      returnRequest(new Date(), orderId, [{ orderLineId: pendant.order_line_id, quantity: 1 }]),
    );
    expect(created).toMatchObject({
      status: "ok",
      request: {
        order_id: orderId,
        order_number: `KSA-${orderId}`,
        lines: [{ order_line_id: pendant.order_line_id, quantity: 1 }],
      },
    });
    expect(await returns.getReturnableOrder(customerId + 1, orderId, "en")).toBe("forbidden");
  });
});
