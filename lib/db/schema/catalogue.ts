import {
  boolean,
  doublePrecision,
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

/** The catalogue of every country: products, variants, pictures, prices, stock, store locations. */

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
  brandKey: text("brand_key")
    .notNull()
    .references(() => brands.key),
});

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    sku: text("sku").notNull().unique(),
    slug: text("slug").notNull(),
    brandKey: text("brand_key")
      .notNull()
      .references(() => brands.key),
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
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index("product_categories_cat_idx").on(t.categoryId)],
);

export const productImages = pgTable(
  "product_images",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
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
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sku: text("sku").notNull().unique(),
    optionName: text("option_name"),
    optionValue: text("option_value"),
  },
  (t) => [index("product_variants_product_idx").on(t.productId)],
);

export const relatedProducts = pgTable(
  "related_products",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    relatedId: integer("related_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedId] })],
);

/** A country's store offer: its own price list in its own currency. Prices are tax-inclusive. */
export const regionProducts = pgTable(
  "region_products",
  {
    region: text("region").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
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
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
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
