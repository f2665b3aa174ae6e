import "server-only";
import { and, asc, desc, eq, gte, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { LOCALES, type Lang, type Locale, type RegionCode } from "@/lib/i18n/locales";
import { returnReviewRule, returnWindowDays } from "@/lib/policy";
import {
  checkRequest,
  collectionDates,
  isPierced,
  isUnusualPattern,
  lastReturnDay,
  lineEligibility,
} from "@/lib/commerce/return-rules";
import type { ShippingAddress } from "../cart-types";
import { round2 } from "../cart-totals";
import type { ReturnOperations, ReturnAdvance } from "../interface";
import { type ReturnReason, type ReturnRequest, type ReturnStatus } from "../return-types";
import { embeddedReturnOrders, type Reader, type ReturnOrders } from "./return-orders";
import { nextStatuses, returnNumber, ruleOrder, takenQuantities, type ReturnPolicy } from "./return-parts";

type ReturnRow = typeof t.returns.$inferSelect;

export { nextStatuses, returnNumber, type ReturnPolicy } from "./return-parts";

/**
 * One country's returns. `orders` (the embedded store's tables by default) gives the orders they
 * are of: a hosted store's returns are kept here too, under its name and its own order ids.
 */
export function createReturns(
  db: Db,
  region: RegionCode,
  policy: ReturnPolicy = {
    windowDays: () => returnWindowDays(region),
    reviewRule: returnReviewRule,
    now: () => new Date(),
  },
  orders: ReturnOrders = embeddedReturnOrders(db, region),
): ReturnOperations {
  const here = and(eq(t.returns.store, orders.store), eq(t.returns.region, region))!;

  /** Returns with their lines, events and orders, in three more reads whatever their number. */
  async function hydrate(rows: ReturnRow[], lang: Lang, reader: Reader = db): Promise<ReturnRequest[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [lines, events, orderOf] = await Promise.all([
      reader
        .select()
        .from(t.returnLines)
        .where(inArray(t.returnLines.returnId, ids))
        .orderBy(asc(t.returnLines.orderLineId)),
      reader
        .select()
        .from(t.returnEvents)
        .where(inArray(t.returnEvents.returnId, ids))
        .orderBy(asc(t.returnEvents.at), asc(t.returnEvents.id)),
      orders.getOrders([...new Set(rows.map((r) => r.orderId))], lang, reader),
    ]);
    const linesOf = Map.groupBy(lines, (l) => l.returnId);
    const eventsOf = Map.groupBy(events, (e) => e.returnId);
    return rows.map((r) => ({
      id: r.id,
      number: returnNumber(r.id, r.region),
      order_id: r.orderId,
      order_number: orders.number(r.orderId),
      customer_id: r.customerId,
      region: r.region,
      locale: r.locale as Locale,
      status: r.status as ReturnStatus,
      reason: r.reason as ReturnReason,
      comment: r.comment,
      currency: orderOf.get(r.orderId)?.currency ?? "",
      payment_method: orderOf.get(r.orderId)?.paymentMethod ?? "",
      refund_estimate: r.refundEstimate,
      collection_address: r.collectionAddress as ShippingAddress,
      collection_date: r.collectionDate,
      under_review: r.underReview,
      created_time: r.createdAt.toISOString(),
      // A line of an order the store no longer answers for is left out rather than made up.
      lines: (linesOf.get(r.id) ?? []).flatMap((rl) => {
        const ol = orderOf.get(r.orderId)?.lines.find((l) => l.id === rl.orderLineId);
        if (!ol) return [];
        return [
          {
            order_line_id: ol.id,
            sku: ol.sku,
            name: ol.name,
            url: ol.path,
            image_url: ol.imageUrl,
            options: ol.options,
            quantity: rl.quantity,
            price: ol.price,
            total: round2(ol.price * rl.quantity),
          },
        ];
      }),
      events: (eventsOf.get(r.id) ?? []).map((e) => ({
        status: e.status as ReturnStatus,
        at: e.at.toISOString(),
        note: e.note,
      })),
    }));
  }

  async function readOne(
    returnId: number,
    lang: Lang,
    where = here,
    reader: Reader = db,
  ): Promise<ReturnRequest | null> {
    const rows = await reader
      .select()
      .from(t.returns)
      .where(and(eq(t.returns.id, returnId), where));
    return (await hydrate(rows, lang, reader))[0] ?? null;
  }

  /** Moves a locked return to `to` with an event; `null` when there is no such return. */
  async function move(
    returnId: number,
    allowed: (current: ReturnStatus) => ReturnStatus | null,
    note: string | null,
    where = here,
  ): Promise<ReturnAdvance> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(t.returns)
        .where(and(eq(t.returns.id, returnId), where))
        .for("update");
      if (!row) return { status: "not-found" } as const;
      const current = row.status as ReturnStatus;
      const to = allowed(current);
      if (!to) return { status: "conflict", current } as const;
      const at = policy.now();
      await tx.update(t.returns).set({ status: to, updatedAt: at }).where(eq(t.returns.id, returnId));
      await tx.insert(t.returnEvents).values({ returnId, status: to, note, at });
      return {
        status: "ok",
        previous: current,
        request: (await readOne(returnId, LOCALES[row.locale as Locale].lang, where, tx))!,
      } as const;
    });
  }

  const mine = (customerId: number) => and(here, eq(t.returns.customerId, customerId))!;

  return {
    async getReturnableOrder(customerId, orderId, lang) {
      const order = (await orders.getOrders([orderId], lang)).get(orderId);
      if (!order) return null;
      if (order.customerId !== customerId || customerId <= 0) return "forbidden";
      const lines = order.lines;
      const taken = await takenQuantities(db, orders.store, region, orderId);
      const now = policy.now();
      const windowDays = policy.windowDays();
      const rules = ruleOrder(region, order.deliveredAt, lines);
      return {
        order_id: order.id,
        number: orders.number(order.id),
        currency: order.currency,
        payment_method: order.paymentMethod,
        delivered_time: order.deliveredAt?.toISOString() ?? null,
        last_day: order.deliveredAt ? lastReturnDay(order.deliveredAt, windowDays, region) : null,
        window_days: windowDays,
        collection_dates: collectionDates(region, now),
        lines: lines.map((l, i) => ({
          order_line_id: l.id,
          product_id: l.productId,
          sku: l.sku,
          name: l.name,
          url: l.path,
          image_url: l.imageUrl,
          options: l.options,
          price: l.price,
          quantity: l.quantity,
          ...lineEligibility(rules, rules.lines[i]!, taken, windowDays, now),
          pierced: isPierced(l.productType),
          bundle: l.bundleKey,
        })),
      };
    },

    /**
     * The order is read first (a hosted one over the network, outside any transaction), then one
     * transaction with the order held, so two requests for the same items cannot both pass: the
     * rules on what is left, the collection date among those offered, the unusual-pattern count,
     * then the return, its lines and its first event.
     */
    async createReturn(customerId, input) {
      const now = policy.now();
      const order = (await orders.getOrders([input.orderId], LOCALES[input.locale].lang)).get(input.orderId);
      if (!order) return { status: "order-not-found" } as const;
      if (order.customerId !== customerId || customerId <= 0) return { status: "forbidden" } as const;
      const lines = order.lines;
      const created = await db.transaction(async (tx) => {
        await orders.lock(tx, order.id);
        const taken = await takenQuantities(tx, orders.store, region, order.id);
        const requested = input.lines.map((l) => ({ orderLineId: l.orderLineId, quantity: l.quantity }));
        const broken = checkRequest(ruleOrder(region, order.deliveredAt, lines), requested, taken, {
          windowDays: policy.windowDays(),
          now,
          sealConfirmed: input.sealConfirmed,
        });
        if (broken) return { status: "refused", code: broken.code, lines: broken.lines } as const;
        if (!collectionDates(region, now).includes(input.collectionDate))
          return { status: "refused", code: "collectionDate" } as const;

        const rule = policy.reviewRule();
        const [{ recent } = { recent: 0 }] = await tx
          .select({ recent: sql<number>`count(*)::int` })
          .from(t.returns)
          .where(
            and(
              mine(customerId),
              ne(t.returns.status, "cancelled"),
              gte(t.returns.createdAt, new Date(now.getTime() - rule.days * 86_400_000)),
            ),
          );
        const underReview = isUnusualPattern(recent, rule);
        // What the shopper paid a piece: its price less its share of the order's code.
        const price = new Map(lines.map((l) => [l.id, l.price - l.discount / l.quantity]));
        const [row] = await tx
          .insert(t.returns)
          .values({
            store: orders.store,
            region,
            locale: input.locale,
            customerId,
            orderId: order.id,
            status: "requested",
            reason: input.reason,
            comment: input.comment?.trim() || null,
            sealConfirmed: input.sealConfirmed,
            collectionAddress: input.collectionAddress,
            collectionDate: input.collectionDate,
            refundEstimate: round2(requested.reduce((s, r) => s + price.get(r.orderLineId)! * r.quantity, 0)),
            underReview,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: t.returns.id });
        await tx
          .insert(t.returnLines)
          .values(requested.map((r) => ({ returnId: row!.id, orderLineId: r.orderLineId, quantity: r.quantity })));
        await tx.insert(t.returnEvents).values({ returnId: row!.id, status: "requested", at: now });
        if (underReview) {
          const detail = `${recent + 1} returns in ${rule.days} days (limit ${rule.max})`;
          await tx
            .insert(t.customerFlags)
            .values({ region, customerId, flag: "return-pattern", detail, createdAt: now })
            .onConflictDoUpdate({
              target: [t.customerFlags.region, t.customerFlags.customerId, t.customerFlags.flag],
              set: { detail },
            });
        }
        return { status: "ok", id: row!.id } as const;
      });
      if (created.status !== "ok") return created;
      return { status: "ok", request: (await readOne(created.id, LOCALES[input.locale].lang))! };
    },

    async listReturns(customerId, lang, orderId) {
      const rows = await db
        .select()
        .from(t.returns)
        .where(and(mine(customerId), orderId === undefined ? undefined : eq(t.returns.orderId, orderId)))
        .orderBy(desc(t.returns.createdAt), desc(t.returns.id))
        .limit(100);
      return hydrate(rows, lang);
    },

    getReturn: (customerId, returnId, lang) => readOne(returnId, lang, mine(customerId)),

    cancelReturn: (customerId, returnId) =>
      move(returnId, (current) => (current === "requested" ? "cancelled" : null), null, mine(customerId)),

    advanceReturn: (returnId, to, note) =>
      move(
        returnId,
        (current) => {
          const next = nextStatuses(current);
          return to === undefined ? (next[0] ?? null) : next.includes(to) ? to : null;
        },
        note ?? null,
      ),

    markOrderDelivered: (orderId, at) => orders.markDelivered(orderId, at ?? policy.now()),

    async isFlagged(customerId) {
      const rows = await db
        .select({ flag: t.customerFlags.flag })
        .from(t.customerFlags)
        .where(and(eq(t.customerFlags.region, region), eq(t.customerFlags.customerId, customerId)));
      return rows.length > 0;
    },
  };
}
