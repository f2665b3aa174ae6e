import { check, index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { productVariants, storeLocations } from "./catalogue";

/**
 * Each boutique's own stock (collect in store), apart from the country's web stock: an order to
 * collect takes its pieces from the boutique's shelf, held when the order is placed (a decrement
 * only where enough is left, as for the web stock). A variant a boutique does not carry has no row.
 */
export const storeStock = pgTable(
  "store_stock",
  {
    storeId: integer("store_id")
      .notNull()
      .references(() => storeLocations.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    available: integer("available").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.variantId] }),
    index("store_stock_variant_idx").on(t.variantId),
    check("store_stock_available_check", sql`${t.available} >= 0`),
  ],
);
