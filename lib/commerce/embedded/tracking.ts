import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { rowFromJson } from "@/lib/db/json-row";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import type { Lang, Locale, RegionCode } from "@/lib/i18n/locales";
import type { OrderStatus, ShippingAddress } from "../cart-types";
import {
  DELIVERY_STEPS,
  PICKUP_STEPS,
  maskedDelivery,
  nextSteps,
  type AdvanceStep,
  type OrderTracking,
  type TrackingStep,
} from "../tracking-types";
import type { FulfilmentChange, OrderContact } from "../interface";
import { orderNumber, parseOrderNumber } from "./orders";
import { boutique, releaseAtBoutique } from "./store-stock";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type OrderRow = typeof t.orders.$inferSelect;

type TrackingChange = FulfilmentChange;

type Json = Record<string, unknown>;
/** What order_tracking_view answers: rows as to_json writes them. */
type TrackedJson = {
  order: Json;
  lines: Json[];
  events: Json[];
  shipments: Json[];
  returns: { id: number; status: string; created_at: string }[];
};
type TrackedOrder = OrderRow & {
  lines: (typeof t.orderLines.$inferSelect)[];
  events: (typeof t.orderEvents.$inferSelect)[];
  shipments: (typeof t.shipments.$inferSelect)[];
  returns: { id: number; status: string; createdAt: Date }[];
};

/** A parcel staff hand to a courier. */
export type NewShipment = { courier: string; trackingNumber: string; trackingUrl?: string | null };

/** The coarse status the account and the returns read, after a step. */
const STATUS_AFTER: Partial<Record<TrackingStep, OrderStatus>> = {
  shipped: "shipped",
  out_for_delivery: "shipped",
  delivered: "delivered",
  collected: "delivered",
  cancelled: "cancelled",
};

/** The last step an order reached: its last event, or what its status says (orders delivered before steps were kept). */
function reachedStep(order: Pick<OrderRow, "status" | "pickupStoreId">, events: { step: string }[]): TrackingStep {
  const last = events.at(-1)?.step as TrackingStep | undefined;
  if (order.status === "cancelled") return "cancelled";
  if (order.status === "delivered") return order.pickupStoreId ? "collected" : "delivered";
  return last ?? "placed";
}

/**
 * The embedded store's order tracking: the steps an order took (order_events), its parcels
 * (shipments), and the view the shopper's timeline draws. Staff move an order on one step at a
 * time, under the order's row lock, so two agents pressing at once cannot skip or repeat a step.
 */
export function createTracking(db: Db, region: RegionCode) {
  /**
   * One statement: the order with its lines, steps, parcels and this store's returns, read by
   * order_tracking_view (0014_lookup_functions.sql), whose plan the database keeps (in a
   * transaction too).
   */
  async function readOrder(q: Db | Tx, orderId: number): Promise<TrackedOrder | null> {
    const result = (await q.execute(
      sql`select order_tracking_view(${orderId}::integer, ${region}) as r`,
    )) as unknown as {
      rows: { r: TrackedJson | string | null }[];
    };
    const raw = result.rows[0]?.r;
    if (!raw) return null;
    const json = typeof raw === "string" ? (JSON.parse(raw) as TrackedJson) : raw;
    return {
      ...rowFromJson(t.orders, json.order),
      lines: json.lines.map((line) => rowFromJson(t.orderLines, line)),
      events: json.events.map((event) => rowFromJson(t.orderEvents, event)),
      shipments: json.shipments.map((parcel) => rowFromJson(t.shipments, parcel)),
      returns: json.returns.map((r) => ({ id: r.id, status: r.status, createdAt: new Date(r.created_at) })),
    };
  }

  async function read(q: Db | Tx, orderId: number, lang: Lang): Promise<OrderTracking | null> {
    const order = await readOrder(q, orderId);
    return order ? view(q, order, lang) : null;
  }

  async function view(q: Db | Tx, order: TrackedOrder, lang: Lang): Promise<OrderTracking> {
    const { lines, events, shipments: parcels, returns } = order;
    const when = (step: TrackingStep) => {
      if (step === "placed") return order.createdAt.toISOString();
      const event = events.find((e) => e.step === step);
      if (event) return event.at.toISOString();
      return (step === "delivered" || step === "collected") && order.deliveredAt
        ? order.deliveredAt.toISOString()
        : null;
    };
    const store = order.pickupStoreId ? await boutique(q, region, order.pickupStoreId, lang) : null;
    const path = (order.pickupStoreId ? PICKUP_STEPS : DELIVERY_STEPS).map((step) => ({
      step: step as TrackingStep,
      at: when(step),
    }));
    const cancelled = reachedStep(order, events) === "cancelled";
    const timeline = cancelled
      ? [
          ...path.filter((s) => s.at !== null),
          { step: "cancelled" as const, at: events.find((e) => e.step === "cancelled")?.at.toISOString() ?? null },
        ]
      : path;
    const address = order.shippingAddress as unknown as ShippingAddress;
    return {
      order_id: order.id,
      number: orderNumber(order.id, order.region),
      locale: order.locale as Locale,
      status: order.status as OrderStatus,
      method: order.pickupStoreId ? "pickup" : "delivery",
      pickup_store: store,
      timeline,
      shipments: parcels.map((p) => ({
        courier: p.courier,
        tracking_number: p.trackingNumber,
        tracking_url: p.trackingUrl,
        shipped_time: p.createdAt.toISOString(),
      })),
      lines: lines.map((l) => ({
        name: lang === "ar" ? l.nameAr : l.nameEn,
        quantity: l.quantity,
        options: l.options,
        image_url: l.imageUrl,
        url: l.path,
      })),
      delivery: maskedDelivery({
        firstName: address.first_name,
        lastName: address.last_name,
        street: address.street,
        city: address.city,
        postalCode: address.postal_code,
        phone: address.phone,
        countryCode: address.country_code,
      }),
      estimated_delivery: order.estimatedDelivery,
      returns: returns.map((r) => ({ id: r.id, status: r.status, created_time: r.createdAt.toISOString() })),
    };
  }

  /** Locks the order, checks that `step` may follow the step reached, then `write`s and answers the new tracking. */
  function move(
    orderId: number,
    step: AdvanceStep | "shipped",
    lang: Lang,
    write: (tx: Tx, order: OrderRow) => Promise<void>,
  ): Promise<TrackingChange> {
    return db.transaction(async (tx): Promise<TrackingChange> => {
      const [order] = await tx
        .select()
        .from(t.orders)
        .where(and(eq(t.orders.id, orderId), eq(t.orders.region, region)))
        .for("update");
      if (!order) return { status: "not-found" };
      const events = await tx
        .select({ step: t.orderEvents.step })
        .from(t.orderEvents)
        .where(eq(t.orderEvents.orderId, orderId))
        .orderBy(asc(t.orderEvents.at), asc(t.orderEvents.id));
      const current = reachedStep(order, events);
      if (!nextSteps(current, order.pickupStoreId ? "pickup" : "delivery").includes(step))
        return { status: "conflict", current };
      await write(tx, order);
      const status = STATUS_AFTER[step];
      // Collected is handed over: the return window starts then, as at a delivery.
      const handedOver = step === "delivered" || step === "collected";
      if (status && status !== order.status)
        await tx
          .update(t.orders)
          .set({ status, ...(handedOver && { deliveredAt: new Date() }) })
          .where(eq(t.orders.id, orderId));
      return { status: "ok", tracking: (await read(tx, orderId, lang))! };
    });
  }

  return {
    getOrderTracking: (orderId: number, lang: Lang) => read(db, orderId, lang),

    /** The tracking of the order a shopper's number names, with the contact it was placed with: one statement. */
    async findOrderTracking(
      text: string,
      lang: Lang,
    ): Promise<{ tracking: OrderTracking; contact: OrderContact } | null> {
      const id = parseOrderNumber(text);
      const order = id === null ? null : await readOrder(db, id);
      if (!order) return null;
      const address = order.shippingAddress as unknown as ShippingAddress;
      return {
        tracking: await view(db, order, lang),
        contact: { email: order.email, phones: address.phone ? [address.phone] : [] },
      };
    },

    /** A parcel handed to a courier: the order is shipped (from placed or confirmed). */
    addShipment(orderId: number, parcel: NewShipment, lang: Lang): Promise<TrackingChange> {
      return move(orderId, "shipped", lang, async (tx) => {
        const [shipment] = await tx
          .insert(t.shipments)
          .values({
            orderId,
            courier: parcel.courier.trim(),
            trackingNumber: parcel.trackingNumber.trim(),
            trackingUrl: parcel.trackingUrl ?? null,
          })
          .returning({ id: t.shipments.id });
        await tx.insert(t.orderEvents).values({ orderId, step: "shipped", shipmentId: shipment!.id });
      });
    },

    /**
     * The next step: confirmed, out for delivery, delivered; for an order to collect, ready for
     * collection, collected; or cancelled (before it ships or is collected). A cancelled order's
     * pieces go back where they were taken from: the country's web stock, or the boutique's shelf.
     */
    advanceOrder(orderId: number, step: AdvanceStep, lang: Lang): Promise<TrackingChange> {
      return move(orderId, step, lang, async (tx, order) => {
        await tx.insert(t.orderEvents).values({ orderId, step });
        if (step !== "cancelled") return;
        const lines = await tx
          .select({ variantId: t.orderLines.variantId, quantity: t.orderLines.quantity })
          .from(t.orderLines)
          .where(eq(t.orderLines.orderId, orderId));
        if (order.pickupStoreId) return releaseAtBoutique(tx, order.pickupStoreId, lines);
        for (const line of lines) {
          await tx
            .update(t.inventory)
            .set({ availableToSell: sql`${t.inventory.availableToSell} + ${line.quantity}` })
            .where(and(eq(t.inventory.region, region), eq(t.inventory.variantId, line.variantId)));
        }
      });
    },
  };
}

export type EmbeddedTracking = ReturnType<typeof createTracking>;
