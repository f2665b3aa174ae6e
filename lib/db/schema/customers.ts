import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { products } from "./catalogue";

/** Sessions, customers and what they keep: attributes, addresses, wishlists, reviews (ADR 0013). */

/**
 * Server-side sessions. The cookie carries an opaque random token; only its SHA-256 is stored,
 * so a leaked table holds no usable session. Signing out deletes the row.
 */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    customerId: integer("customer_id").notNull(),
    region: text("region").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_customer_idx").on(t.customerId)],
);

/**
 * Customers of one country's store (each country is its own store, as the hosted ones are): the
 * same address may hold an account in sa and another in eg. Email is kept lower-case.
 */
export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    region: text("region").notNull(),
    email: text("email").notNull(),
    /** `scrypt$N$r$p$salt$hash` (lib/auth/password.ts). */
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("customers_region_email_idx").on(t.region, t.email)],
);

/** Customer attributes (ids in lib/commerce/customer-attributes.ts). */
export const customerAttributes = pgTable(
  "customer_attributes",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    attributeId: integer("attribute_id").notNull(),
    value: text("value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.attributeId] })],
);

/** The address book; the default address is attribute 5 (`defaultAddressId`). */
export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    street: text("street").notNull(),
    city: text("city").notNull(),
    governorate: text("governorate").notNull(),
    postalCode: text("postal_code").notNull().default(""),
    phone: text("phone").notNull(),
    countryCode: text("country_code").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("customer_addresses_customer_idx").on(t.customerId)],
);

export const wishlists = pgTable(
  "wishlists",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("wishlists_customer_idx").on(t.customerId)],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    id: serial("id").primaryKey(),
    wishlistId: integer("wishlist_id")
      .notNull()
      .references(() => wishlists.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("wishlist_items_product_idx").on(t.wishlistId, t.productId)],
);

/**
 * Product reviews written by customers (my-reviews); published at once. A country on a hosted store
 * keeps its reviews here too (BigCommerce has no API for them, ADR 0022): `store` says whose ids
 * `customer_id`, `product_id` and `order_id` are, so they reference no table of ours.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    /** `embedded`, or the hosted store (`bigcommerce`) whose customer, product and order ids these are. */
    store: text("store").notNull().default("embedded"),
    region: text("region").notNull(),
    customerId: integer("customer_id").notNull(),
    productId: integer("product_id").notNull(),
    orderId: integer("order_id"),
    rating: integer("rating").notNull(),
    title: text("title").notNull().default(""),
    text: text("text").notNull(),
    lang: text("lang").notNull(),
    featured: boolean("featured").notNull().default(false),
    status: text("status").notNull().default("published"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_customer_product_idx").on(t.store, t.region, t.customerId, t.productId),
    index("reviews_product_idx").on(t.productId),
  ],
);
