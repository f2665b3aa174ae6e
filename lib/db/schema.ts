import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  doublePrecision,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The embedded store's schema: one set of tables and migrations for PGlite and PostgreSQL.
 * The catalogue (products, images, variants) is shared; what a country's store owns
 * (prices in its currency, visibility, stock, locations) is keyed by `region`.
 */
export const brands = pgTable("brands", {
  key: text("key").primaryKey(),
  nameEn: text("name_en").notNull(),
  nameAr: text("name_ar").notNull(),
  parentKey: text("parent_key"),
});

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  nameEn: text("name_en").notNull(),
  nameAr: text("name_ar").notNull(),
  parentId: integer("parent_id"),
  position: integer("position").notNull().default(0),
});

export const collections = pgTable("collections", {
  slug: text("slug").primaryKey(),
  nameEn: text("name_en").notNull(),
  nameAr: text("name_ar").notNull(),
  brandKey: text("brand_key").notNull().references(() => brands.key),
});

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    sku: text("sku").notNull().unique(),
    slug: text("slug").notNull(),
    brandKey: text("brand_key").notNull().references(() => brands.key),
    type: text("type").notNull(),
    nameEn: text("name_en").notNull(),
    nameAr: text("name_ar").notNull(),
    descriptionEn: text("description_en").notNull(),
    descriptionAr: text("description_ar").notNull(),
    metal: text("metal").notNull(),
    karat: text("karat"),
    metalColor: text("metal_color").notNull(),
    stone: text("stone"),
    collectionSlug: text("collection_slug").references(() => collections.slug),
    charmFamily: text("charm_family"),
    weightGrams: numeric("weight_grams", { precision: 8, scale: 2, mode: "number" }).notNull(),
    customFields: jsonb("custom_fields").$type<{ name: string; valueEn: string; valueAr: string }[]>().notNull(),
    reviewCount: integer("review_count").notNull().default(0),
    reviewSum: integer("review_sum").notNull().default(0),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("products_brand_idx").on(t.brandKey), index("products_type_idx").on(t.type)],
);

export const productCategories = pgTable(
  "product_categories",
  {
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").notNull().references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index("product_categories_cat_idx").on(t.categoryId)],
);

export const productImages = pgTable(
  "product_images",
  {
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    url: text("url").notNull(),
    altEn: text("alt_en").notNull(),
    altAr: text("alt_ar").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

/** Every product has at least one variant; ring sizes add more (BigCommerce's model). */
export const productVariants = pgTable(
  "product_variants",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    sku: text("sku").notNull().unique(),
    optionName: text("option_name"),
    optionValue: text("option_value"),
  },
  (t) => [index("product_variants_product_idx").on(t.productId)],
);

export const relatedProducts = pgTable(
  "related_products",
  {
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    relatedId: integer("related_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedId] })],
);

/** A country's store offer: its own price list in its own currency. Prices are tax-inclusive. */
export const regionProducts = pgTable(
  "region_products",
  {
    region: text("region").notNull(),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    price: numeric("price", { precision: 12, scale: 2, mode: "number" }).notNull(),
    salePrice: numeric("sale_price", { precision: 12, scale: 2, mode: "number" }),
    visible: boolean("visible").notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.region, t.productId] }), index("region_products_price_idx").on(t.region, t.price)],
);

/** Stock per country and variant. */
export const inventory = pgTable(
  "inventory",
  {
    region: text("region").notNull(),
    variantId: integer("variant_id").notNull().references(() => productVariants.id, { onDelete: "cascade" }),
    availableToSell: integer("available_to_sell").notNull(),
    warningLevel: integer("warning_level").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.region, t.variantId] })],
);

export const storeLocations = pgTable(
  "store_locations",
  {
    id: serial("id").primaryKey(),
    region: text("region").notNull(),
    nameEn: text("name_en").notNull(),
    nameAr: text("name_ar").notNull(),
    cityEn: text("city_en").notNull(),
    cityAr: text("city_ar").notNull(),
    addressEn: text("address_en").notNull(),
    addressAr: text("address_ar").notNull(),
    phone: text("phone").notNull(),
    hoursEn: text("hours_en").notNull(),
    hoursAr: text("hours_ar").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("store_locations_region_idx").on(t.region)],
);

/** Bookkeeping: which seed built this database (so start-up seeds only once). */
export const meta = pgTable("meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

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
    /** 0 = guest cart (spec section 6). */
    customerId: integer("customer_id").notNull().default(0),
    channelId: integer("channel_id").notNull().default(1),
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
    productId: integer("product_id").notNull().references(() => products.id),
    variantId: integer("variant_id").notNull().references(() => productVariants.id),
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
    paymentMethod: text("payment_method").notNull(),
    shippingAddress: jsonb("shipping_address").$type<Record<string, string>>().notNull(),
    /** Unguessable key of the guest's confirmation page (an order number alone is guessable). */
    accessKey: uuid("access_key").notNull(),
    /** The cart it came from (idempotency: one order per cart). */
    cartId: uuid("cart_id").notNull().unique(),
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
    imageUrl: text("image_url"),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId)],
);

/** The mail port's local transport: every email the store sends, readable on a local mailbox page. */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    kind: text("kind").notNull(),
    locale: text("locale").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_to_idx").on(t.to)],
);

/** The analytics port's local store: marketing events (spec section 7), forwarded when configured. */
export const marketingEvents = pgTable("marketing_events", {
  id: serial("id").primaryKey(),
  type: text("type").notNull(),
  region: text("region").notNull(),
  payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
  forwardedAt: timestamp("forwarded_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

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

/** Customer attributes of spec section 3 (ids in lib/commerce/customer-attributes.ts). */
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

/** The address book; the default address is attribute 5 (spec section 3). */
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

/** Product reviews written by customers (my-reviews); published at once on the embedded store. */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    region: text("region").notNull(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    orderId: integer("order_id"),
    rating: integer("rating").notNull(),
    title: text("title").notNull().default(""),
    text: text("text").notNull(),
    lang: text("lang").notNull(),
    featured: boolean("featured").notNull().default(false),
    status: text("status").notNull().default("published"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("reviews_customer_product_idx").on(t.customerId, t.productId), index("reviews_product_idx").on(t.productId)],
);

/** Fixed-window counters of sign-in, sign-up and reset tries (lib/auth/rate-limit.ts). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

/** Secrets the store makes for itself when none is configured (the session key of a fresh install). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
