import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** Online returns (ADR 0014): a request, its lines and every status it passed through. */

/**
 * A return of some lines of one order, booked for courier collection. A country on a hosted store
 * keeps its returns here too (ADR 0022): `store` says whose customer, order and order line ids
 * these are, so they reference no table of ours.
 */
export const returns = pgTable(
  "returns",
  {
    id: serial("id").primaryKey(),
    /** `embedded`, or the hosted store (`bigcommerce`) whose order ids these are. */
    store: text("store").notNull().default("embedded"),
    region: text("region").notNull(),
    locale: text("locale").notNull(),
    customerId: integer("customer_id").notNull(),
    orderId: integer("order_id").notNull(),
    status: text("status").notNull(),
    reason: text("reason").notNull(),
    comment: text("comment"),
    sealConfirmed: boolean("seal_confirmed").notNull().default(false),
    collectionAddress: jsonb("collection_address").$type<Record<string, string>>().notNull(),
    collectionDate: date("collection_date").notNull(),
    /** Sum of the returned lines at the prices paid. */
    refundEstimate: numeric("refund_estimate", { precision: 12, scale: 2, mode: "number" }).notNull(),
    /** Part of an unusual return pattern: a person checks it before collection is booked. */
    underReview: boolean("under_review").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("returns_customer_idx").on(t.region, t.customerId, t.createdAt),
    index("returns_order_idx").on(t.orderId, t.store, t.region),
  ],
);

export const returnLines = pgTable(
  "return_lines",
  {
    returnId: integer("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    orderLineId: integer("order_line_id").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [primaryKey({ columns: [t.returnId, t.orderLineId] }), index("return_lines_line_idx").on(t.orderLineId)],
);

/** The timeline: one row per status reached, with its date and an optional staff note. */
export const returnEvents = pgTable(
  "return_events",
  {
    id: serial("id").primaryKey(),
    returnId: integer("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    note: text("note"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("return_events_return_idx").on(t.returnId)],
);

/**
 * Accounts flagged for a person to look at (an unusual return pattern, ADR 0014). One row per
 * customer and flag; customer service clears it.
 */
export const customerFlags = pgTable(
  "customer_flags",
  {
    region: text("region").notNull(),
    customerId: integer("customer_id").notNull(),
    flag: text("flag").notNull(),
    detail: text("detail"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.region, t.customerId, t.flag] })],
);
