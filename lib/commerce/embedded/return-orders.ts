import "server-only";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import type { Lang, RegionCode } from "@/lib/i18n/locales";
import { orderNumber } from "./orders";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Reader = Db | Tx;

/** An order line as returns need it: what the shopper sees and what the return rules read. */
export type ReturnOrderLine = {
  id: number;
  productId: number;
  sku: string;
  name: string;
  path: string;
  imageUrl: string | null;
  options: { name: string; value: string }[];
  price: number;
  quantity: number;
  /** The line's share of the order's promotion code (0: none): a refund is what was paid. */
  discount: number;
  /** Product type at purchase (coins and bars, pierced jewellery), `null` when unknown. */
  productType: string | null;
  /** Lines bought together under one promotion share a key. */
  bundleKey: string | null;
};

/** An order as returns need it: whose it is, how it was paid, when it was delivered, its lines by id. */
export type ReturnOrder = {
  id: number;
  customerId: number;
  currency: string;
  paymentMethod: string;
  deliveredAt: Date | null;
  lines: ReturnOrderLine[];
};

/**
 * What returns need of a store's orders (ADR 0022): the embedded store reads its own tables, a
 * hosted store its orders through its API. Returns themselves are ours either way, kept under
 * `store` with the store's order and line ids.
 */
export type ReturnOrders = {
  store: string;
  /** This country's orders among `ids`, lines named in `lang`; an unknown id is absent. */
  getOrders(ids: number[], lang: Lang, reader?: Reader): Promise<Map<number, ReturnOrder>>;
  /** What the shopper quotes for an order ("KSA-100042"). */
  number(orderId: number): string;
  /** Holds the order until the transaction ends, so two returns of the same items cannot both pass. */
  lock(tx: Tx, orderId: number): Promise<void>;
  /** The courier delivered the order; `false` for an unknown or cancelled one. */
  markDelivered(orderId: number, at: Date): Promise<boolean>;
};

/** The embedded store's orders, from its tables. */
export function embeddedReturnOrders(db: Db, region: RegionCode): ReturnOrders {
  return {
    store: "embedded",
    async getOrders(ids, lang, reader = db) {
      if (ids.length === 0) return new Map();
      const orders = await reader
        .select()
        .from(t.orders)
        .where(and(inArray(t.orders.id, ids), eq(t.orders.region, region)));
      if (orders.length === 0) return new Map();
      const lines = await reader
        .select()
        .from(t.orderLines)
        .where(
          inArray(
            t.orderLines.orderId,
            orders.map((o) => o.id),
          ),
        )
        .orderBy(asc(t.orderLines.id));
      const linesOf = Map.groupBy(lines, (l) => l.orderId);
      return new Map(
        orders.map((o) => [
          o.id,
          {
            id: o.id,
            customerId: o.customerId,
            currency: o.currency,
            paymentMethod: o.paymentMethod,
            deliveredAt: o.deliveredAt,
            lines: (linesOf.get(o.id) ?? []).map((l) => ({
              id: l.id,
              productId: l.productId,
              sku: l.sku,
              name: lang === "ar" ? l.nameAr : l.nameEn,
              path: l.path,
              imageUrl: l.imageUrl,
              options: l.options,
              price: l.price,
              quantity: l.quantity,
              discount: l.discount,
              productType: l.productType,
              bundleKey: l.bundleKey,
            })),
          },
        ]),
      );
    },
    number: (orderId) => orderNumber(orderId, region),
    async lock(tx, orderId) {
      await tx
        .select({ id: t.orders.id })
        .from(t.orders)
        .where(and(eq(t.orders.id, orderId), eq(t.orders.region, region)))
        .for("update");
    },
    async markDelivered(orderId, at) {
      const done = await db
        .update(t.orders)
        .set({ status: "delivered", deliveredAt: at })
        .where(and(eq(t.orders.id, orderId), eq(t.orders.region, region), ne(t.orders.status, "cancelled")))
        .returning({ id: t.orders.id });
      return done.length > 0;
    },
  };
}
