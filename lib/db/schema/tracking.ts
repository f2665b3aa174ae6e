import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { orders } from "./orders";

/**
 * Where an order is (lib/commerce/embedded/tracking.ts): its parcels and each step it took. The
 * order's own `status` stays the coarse one the account and returns read (awaiting_fulfillment,
 * shipped, delivered, cancelled); the steps are what the shopper's timeline shows.
 */
export const shipments = pgTable(
  "shipments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The courier's name as staff typed it ("Aramex", "SMSA"). */
    courier: text("courier").notNull(),
    trackingNumber: text("tracking_number").notNull(),
    /** The courier's own tracking page for this parcel (https only), when known. */
    trackingUrl: text("tracking_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("shipments_order_idx").on(t.orderId)],
);

/**
 * One row per step an order took: confirmed, shipped (with its parcel), out for delivery,
 * delivered, cancelled (placed is the order's own creation). Written by staff actions, audited.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    step: text("step").notNull(),
    shipmentId: integer("shipment_id").references(() => shipments.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.at)],
);
