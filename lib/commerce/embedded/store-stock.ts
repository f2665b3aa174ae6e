import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import type { Lang, RegionCode } from "@/lib/i18n/locales";
import { OutOfStockError } from "../errors";
import type { StoreStock } from "../pickup-types";
import type { StoreLocation } from "../types";
import { mapLocation } from "./mappers";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** At most this many variants are asked about at once (a bag's lines, a product's sizes). */
export const STORE_STOCK_MAX_VARIANTS = 100;

/** The country's boutiques in the store locator's order. */
function boutiques(q: Db | Tx, region: RegionCode) {
  return q
    .select()
    .from(t.storeLocations)
    .where(eq(t.storeLocations.region, region))
    .orderBy(asc(t.storeLocations.position), asc(t.storeLocations.id));
}

/** One boutique of the country, or `null` (another country's, or none). */
export async function boutique(
  q: Db | Tx,
  region: RegionCode,
  storeId: number,
  lang: Lang,
): Promise<StoreLocation | null> {
  const [row] = await q
    .select()
    .from(t.storeLocations)
    .where(and(eq(t.storeLocations.id, storeId), eq(t.storeLocations.region, region)));
  return row ? mapLocation(row, lang) : null;
}

/** Each boutique's stock of the variants (two reads: the boutiques, then their rows of these variants). */
export async function readStoreStock(
  db: Db,
  region: RegionCode,
  variantIds: number[],
  lang: Lang,
): Promise<StoreStock[]> {
  const ids = [...new Set(variantIds)].slice(0, STORE_STOCK_MAX_VARIANTS);
  const stores = await boutiques(db, region);
  if (stores.length === 0) return [];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(t.storeStock)
          .where(
            and(
              inArray(t.storeStock.variantId, ids),
              inArray(
                t.storeStock.storeId,
                stores.map((s) => s.id),
              ),
            ),
          );
  return stores.map((store) => ({
    store: mapLocation(store, lang),
    stock: ids.map((id) => ({
      variant_id: id,
      available: rows.find((r) => r.storeId === store.id && r.variantId === id)?.available ?? 0,
    })),
  }));
}

/**
 * Holds an order's pieces on the boutique's shelf: each line taken only where enough is left (the
 * row's update is the lock: two orders racing for the last piece cannot both take it). A line
 * short refuses the order whole (the transaction rolls back what was taken).
 */
export async function holdAtBoutique(
  tx: Tx,
  storeId: number,
  lines: { variantId: number; quantity: number; sku: string }[],
): Promise<void> {
  const short: { sku: string; available: number; requested: number }[] = [];
  for (const line of lines) {
    const taken = await tx
      .update(t.storeStock)
      .set({ available: sql`${t.storeStock.available} - ${line.quantity}` })
      .where(
        and(
          eq(t.storeStock.storeId, storeId),
          eq(t.storeStock.variantId, line.variantId),
          sql`${t.storeStock.available} >= ${line.quantity}`,
        ),
      )
      .returning({ left: t.storeStock.available });
    if (taken.length > 0) continue;
    const [row] = await tx
      .select({ available: t.storeStock.available })
      .from(t.storeStock)
      .where(and(eq(t.storeStock.storeId, storeId), eq(t.storeStock.variantId, line.variantId)));
    short.push({ sku: line.sku, available: row?.available ?? 0, requested: line.quantity });
  }
  if (short.length > 0) throw new OutOfStockError(short);
}

/** A cancelled order to collect puts its pieces back on the boutique's shelf. */
export async function releaseAtBoutique(
  tx: Tx,
  storeId: number,
  lines: { variantId: number; quantity: number }[],
): Promise<void> {
  for (const line of lines) {
    await tx
      .insert(t.storeStock)
      .values({ storeId, variantId: line.variantId, available: line.quantity })
      .onConflictDoUpdate({
        target: [t.storeStock.storeId, t.storeStock.variantId],
        set: { available: sql`${t.storeStock.available} + ${line.quantity}` },
      });
  }
}
