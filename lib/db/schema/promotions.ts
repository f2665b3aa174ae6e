import { boolean, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { categories } from "./catalogue";

/**
 * Promotion codes of each country's store (lib/commerce/embedded/promotions.ts). A code is stored
 * upper-case and is unique within its country; the same word may be a code in two countries, each
 * with its own terms. `uses` counts the orders placed with it, raised in the transaction that
 * places the order, so `max_uses` is never overrun.
 */
export const promotions = pgTable(
  "promotions",
  {
    id: serial("id").primaryKey(),
    region: text("region").notNull(),
    code: text("code").notNull(),
    /** `percent` of the eligible pieces' total, or a `fixed` amount off it (in the country's currency). */
    kind: text("kind").$type<"percent" | "fixed">().notNull(),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "number" }).notNull(),
    /** The eligible pieces' total must reach this (0: no minimum). */
    minSubtotal: numeric("min_subtotal", { precision: 12, scale: 2, mode: "number" }).notNull().default(0),
    /** Only this brand's pieces (and its sub-brands'); null: every brand. */
    brandKey: text("brand_key"),
    /** Only this category's pieces (and its sub-categories'); null: every category. */
    categoryId: integer("category_id").references(() => categories.id),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Orders the code may be used on in all; null: no limit. */
    maxUses: integer("max_uses"),
    /** Orders one customer (account, or e-mail for a guest) may use it on; null: no limit. */
    maxUsesPerCustomer: integer("max_uses_per_customer"),
    uses: integer("uses").notNull().default(0),
    /** Paused by staff: refused as not active until resumed. */
    paused: boolean("paused").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("promotions_region_code_idx").on(t.region, t.code)],
);

/** One row per order placed with a code: who used it (for the per-customer limit) and on what. */
export const promotionUses = pgTable(
  "promotion_uses",
  {
    id: serial("id").primaryKey(),
    promotionId: integer("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    orderId: integer("order_id").notNull(),
    customerId: integer("customer_id").notNull().default(0),
    /** Lower-cased: a guest is counted by her e-mail. */
    email: text("email").notNull(),
    discount: numeric("discount", { precision: 12, scale: 2, mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("promotion_uses_customer_idx").on(t.promotionId, t.customerId),
    index("promotion_uses_email_idx").on(t.promotionId, t.email),
  ],
);
