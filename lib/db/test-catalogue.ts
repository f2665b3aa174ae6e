import { and, eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import * as t from "./schema";

/** Test support: products a country sells, with their variant count (1 = no sizes), by id. */
export function sellableProducts(db: Db, region: string) {
  return db
    .select({
      productId: t.productVariants.productId,
      variantId: sql<number>`min(${t.productVariants.id})`.mapWith(Number),
      sku: sql<string>`min(${t.productVariants.sku})`,
      variants: sql<number>`count(*)`.mapWith(Number),
    })
    .from(t.productVariants)
    .innerJoin(
      t.regionProducts,
      and(
        eq(t.regionProducts.productId, t.productVariants.productId),
        eq(t.regionProducts.region, region),
        eq(t.regionProducts.visible, true),
      ),
    )
    .groupBy(t.productVariants.productId)
    .orderBy(t.productVariants.productId);
}

/** Test support: sets a variant's stock in a country. */
export async function setStock(db: Db, region: string, variantId: number, available: number): Promise<void> {
  await db
    .update(t.inventory)
    .set({ availableToSell: available })
    .where(and(eq(t.inventory.region, region), eq(t.inventory.variantId, variantId)));
}
