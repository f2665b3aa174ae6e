import "server-only";
import type { Db } from "@/lib/db/client";
import type { RegionCode } from "@/lib/i18n/locales";
import type { Order } from "../cart-types";
import type { CatalogueReads, OrderOperations, ReviewOperations } from "../interface";
// BigCommerce has no reviews API: the embedded engine keeps them, on our database (ADR 0022).
import { createReviews, type Purchase, type ReviewSources } from "../engine";
import { onFirstUse } from "./our-database";

export type HostedReviewDeps = {
  orders: Pick<OrderOperations, "listCustomerOrders">;
  catalogue: Pick<CatalogueReads, "getProductsByIds">;
  /** Our database, opened on the first review call (a hosted country that nobody reviews in never opens it). */
  db: () => Promise<Db>;
};

/** Her purchases from her hosted orders: not cancelled, newest order first, lines in order. */
export function purchasesOf(orders: Order[]): Purchase[] {
  return orders
    .filter((o) => o.status !== "cancelled")
    .sort((a, b) => Date.parse(b.created_time) - Date.parse(a.created_time) || b.id - a.id)
    .flatMap((o) =>
      o.lines.map((l) => ({
        orderId: o.id,
        orderedAt: new Date(o.created_time),
        product: { entityId: l.product_id, name: l.name, path: l.url, imageUrl: l.image_url },
      })),
    );
}

/** The hosted store's purchases (its orders) and product cards (its catalogue), for the reviews engine. */
export function hostedReviewSources({ orders, catalogue }: Omit<HostedReviewDeps, "db">): ReviewSources {
  return {
    store: "bigcommerce",
    purchases: async (customerId, lang) => purchasesOf(await orders.listCustomerOrders(customerId, lang)),
    async products(ids, lang) {
      if (ids.length === 0) return new Map();
      const summaries = await catalogue.getProductsByIds(ids, lang);
      return new Map(
        summaries.map((p) => [
          p.entityId,
          { entityId: p.entityId, name: p.name, path: p.path, imageUrl: p.defaultImage?.url ?? null },
        ]),
      );
    },
  };
}

/**
 * A hosted country's reviews: in our `reviews` table under `store = 'bigcommerce'`, keyed by the
 * store's customer, product and order ids; "she bought it" is read from her orders on the store.
 */
export function createBigCommerceReviews(region: RegionCode, deps: HostedReviewDeps): ReviewOperations {
  const sources = hostedReviewSources(deps);
  const reviews = onFirstUse(deps.db, (db) => createReviews(db, region, sources));
  return {
    getPendingReviews: async (customerId, lang) => (await reviews()).getPendingReviews(customerId, lang),
    createReview: async (customerId, input) => (await reviews()).createReview(customerId, input),
    listCustomerReviews: async (customerId, sort, lang) =>
      (await reviews()).listCustomerReviews(customerId, sort, lang),
  };
}
