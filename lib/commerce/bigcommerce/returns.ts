import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import type { RegionCode } from "@/lib/i18n/locales";
import type { Order } from "../cart-types";
import type { CatalogueReads, OrderOperations, ReturnOperations } from "../interface";
import type { OrderTracking } from "../tracking-types";
// BigCommerce has no returns API: the embedded engine keeps them, on our database (ADR 0022).
import { createReturns, type ReturnOrder, type ReturnOrders, type ReturnPolicy } from "../engine";
import type { HostedReviewDeps } from "./reviews";
import { hostedOrderNumber } from "./order-map";
import { onFirstUse } from "./our-database";

/** Orders are read this many at a time (one call each, plus its products). */
const ORDER_READS_AT_ONCE = 5;

/** A hosted order as the return rules read it; `types` (product id to type) come from the catalogue, bundles are unknown. */
export function toReturnOrder(o: Order, types: Map<number, string>): ReturnOrder {
  return {
    id: o.id,
    customerId: o.customer_id,
    currency: o.currency.code,
    paymentMethod: o.payment_method,
    deliveredAt: o.delivered_time ? new Date(o.delivered_time) : null,
    lines: o.lines.map((l) => ({
      id: l.id,
      productId: l.product_id,
      sku: l.sku,
      name: l.name,
      path: l.url,
      imageUrl: l.image_url,
      options: l.options,
      price: l.price,
      quantity: l.quantity,
      discount: l.discount,
      productType: types.get(l.product_id) ?? null,
      bundleKey: null,
    })),
  };
}

type Deps = { orders: Pick<OrderOperations, "getOrder">; catalogue: Pick<CatalogueReads, "getProductsByIds"> };

/**
 * The store's orders for the returns engine. The store's "Completed" status is its delivery
 * (the orders part reads it as `delivered_time`), set where the store fulfils orders: our staff
 * route cannot mark a hosted order delivered. Two returns of one order are serialised with a
 * transaction-scoped advisory lock on (store, region, order), there being no order row of ours.
 */
export function hostedReturnOrders(region: RegionCode, { orders, catalogue }: Deps): ReturnOrders {
  return {
    store: "bigcommerce",
    async getOrders(ids, lang) {
      const found: Order[] = [];
      for (let i = 0; i < ids.length; i += ORDER_READS_AT_ONCE) {
        const batch = await Promise.all(ids.slice(i, i + ORDER_READS_AT_ONCE).map((id) => orders.getOrder(id, lang)));
        found.push(...batch.filter((o) => o !== null));
      }
      const productIds = [...new Set(found.flatMap((o) => o.lines.map((l) => l.product_id)))];
      const types = new Map(
        productIds.length ? (await catalogue.getProductsByIds(productIds, lang)).map((p) => [p.entityId, p.type]) : [],
      );
      return new Map(found.map((o) => [o.id, toReturnOrder(o, types)]));
    },
    number: (orderId) => hostedOrderNumber(orderId, region),
    async lock(tx, orderId) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bigcommerce:${region}:order:${orderId}`}))`);
    },
    markDelivered: async () => false,
  };
}

/** A hosted country's returns: in our `returns` tables under `store = 'bigcommerce'`, keyed by the store's order and line ids. */
export function createBigCommerceReturns(
  region: RegionCode,
  deps: Deps & Pick<HostedReviewDeps, "db"> & { policy?: ReturnPolicy },
): ReturnOperations {
  const source = hostedReturnOrders(region, deps);
  const returns = onFirstUse(deps.db, (db) => createReturns(db, region, deps.policy, source));
  return {
    getReturnableOrder: async (customerId, orderId, lang) =>
      (await returns()).getReturnableOrder(customerId, orderId, lang),
    createReturn: async (customerId, input) => (await returns()).createReturn(customerId, input),
    listReturns: async (customerId, lang, orderId) => (await returns()).listReturns(customerId, lang, orderId),
    getReturn: async (customerId, returnId, lang) => (await returns()).getReturn(customerId, returnId, lang),
    cancelReturn: async (customerId, returnId) => (await returns()).cancelReturn(customerId, returnId),
    advanceReturn: async (returnId, to, note) => (await returns()).advanceReturn(returnId, to, note),
    markOrderDelivered: async (orderId, at) => (await returns()).markOrderDelivered(orderId, at),
    isFlagged: async (customerId) => (await returns()).isFlagged(customerId),
  };
}

/**
 * The returns of one hosted order as its tracking view lists them (every status, cancelled ones
 * too, as the embedded store lists its own), oldest first: our `returns` rows of this store and
 * country for the store's order id. Our database is opened on the first call.
 */
export function hostedOrderReturns(
  region: RegionCode,
  db: () => Promise<Db>,
): (orderId: number) => Promise<OrderTracking["returns"]> {
  return async (orderId) => {
    const rows = await (
      await db()
    )
      .select({ id: t.returns.id, status: t.returns.status, createdAt: t.returns.createdAt })
      .from(t.returns)
      .where(and(eq(t.returns.orderId, orderId), eq(t.returns.store, "bigcommerce"), eq(t.returns.region, region)))
      .orderBy(asc(t.returns.id));
    return rows.map((r) => ({ id: r.id, status: r.status, created_time: r.createdAt.toISOString() }));
  };
}
