import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { products, productVariants, storeLocations } from "./catalogue";

/** Carts and orders of each country's store (ADR 0012). */

/**
 * Carts of a country's store. The id is a random UUID: a guest cart's id is its bearer
 * secret (spec: cartId links open it in any browser), so it must be unguessable. Prices are
 * not copied into lines: a cart always shows the store's current prices, as hosted carts do.
 */
export const carts = pgTable(
  "carts",
  {
    id: uuid("id").primaryKey(),
    region: text("region").notNull(),
    locale: text("locale").notNull(),
    currency: text("currency").notNull(),
    /** 0 = guest cart (a customer's id is never 0). */
    customerId: integer("customer_id").notNull().default(0),
    channelId: integer("channel_id").notNull().default(1),
    /** The promotion code applied to the cart (one per cart, upper-case; lib/commerce/embedded/promotions.ts). */
    promoCode: text("promo_code"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("carts_customer_idx").on(t.region, t.customerId)],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: uuid("id").primaryKey(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id),
    quantity: integer("quantity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("cart_items_variant_idx").on(t.cartId, t.variantId)],
);

/** Placed orders; lines and totals are copied at placement, so later price changes never alter them. */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    region: text("region").notNull(),
    locale: text("locale").notNull(),
    customerId: integer("customer_id").notNull().default(0),
    email: text("email").notNull(),
    status: text("status").notNull(),
    currency: text("currency").notNull(),
    subtotalIncTax: numeric("subtotal_inc_tax", { precision: 12, scale: 2, mode: "number" }).notNull(),
    subtotalExTax: numeric("subtotal_ex_tax", { precision: 12, scale: 2, mode: "number" }).notNull(),
    taxTotal: numeric("tax_total", { precision: 12, scale: 2, mode: "number" }).notNull(),
    shippingTotal: numeric("shipping_total", { precision: 12, scale: 2, mode: "number" }).notNull(),
    grandTotal: numeric("grand_total", { precision: 12, scale: 2, mode: "number" }).notNull(),
    /** The promotion code the order was placed with (null: none) and what it took off the lines' total. */
    promoCode: text("promo_code"),
    discountTotal: numeric("discount_total", { precision: 12, scale: 2, mode: "number" }).notNull().default(0),
    paymentMethod: text("payment_method").notNull(),
    /** The boutique the order is collected at (its stock held for it); null: delivered to `shipping_address`. */
    pickupStoreId: integer("pickup_store_id").references(() => storeLocations.id),
    shippingAddress: jsonb("shipping_address").$type<Record<string, string>>().notNull(),
    /** Unguessable key of the guest's confirmation page (an order number alone is guessable). */
    accessKey: uuid("access_key").notNull(),
    /** The cart it came from (idempotency: one order per cart). */
    cartId: uuid("cart_id").notNull().unique(),
    /**
     * SHA-256 of the checkout's idempotency key: a retried place-order of the same cart gets the
     * order back only with this key (or from the ordering customer's session), never from the
     * cart id alone, which a guest may have shared.
     */
    idempotencyKeyHash: text("idempotency_key_hash"),
    estimatedDelivery: text("estimated_delivery").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [index("orders_customer_idx").on(t.region, t.customerId), index("orders_email_idx").on(t.email)],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    variantId: integer("variant_id").notNull(),
    sku: text("sku").notNull(),
    nameEn: text("name_en").notNull(),
    nameAr: text("name_ar").notNull(),
    path: text("path").notNull(),
    options: jsonb("options").$type<{ name: string; value: string }[]>().notNull(),
    quantity: integer("quantity").notNull(),
    basePrice: numeric("base_price", { precision: 12, scale: 2, mode: "number" }).notNull(),
    price: numeric("price", { precision: 12, scale: 2, mode: "number" }).notNull(),
    /** This line's share of the code's discount (whole line): a return refunds what was paid, not the price. */
    discount: numeric("discount", { precision: 12, scale: 2, mode: "number" }).notNull().default(0),
    imageUrl: text("image_url"),
    /** Product type at purchase (return rules: coins and bars, pierced jewellery). */
    productType: text("product_type"),
    /** Lines bought together under one promotion share a key: they are returned whole. */
    bundleKey: text("bundle_key"),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId)],
);
