import type * as t from "../schema";
import type { Profile } from "./profile";
import type { Rng } from "./random";

type Variant = typeof t.productVariants.$inferInsert;
type StockRow = typeof t.inventory.$inferInsert;

/** "Only a few left" shows at or below this level. */
export const LOW_STOCK_WARNING_LEVEL = 3;

/**
 * One country's stock of one product: ~8% sold out, ~10% low (1-3 units), the rest in stock.
 * A ring sells by size, so its sized variants hold the stock and its base variant holds none.
 */
export function stockRows(rng: Rng, region: string, p: Profile, variants: readonly Variant[]): StockRow[] {
  const roll = rng.next();
  const state = roll < 0.08 ? "out" : roll < 0.18 ? "low" : "in";
  const sized = variants.length > 1;
  const rows = variants.map((v, i): StockRow => {
    let available: number;
    if (state === "out" || (sized && i === 0)) available = 0;
    else if (state === "low") available = sized ? 0 : rng.int(1, 3);
    else if (sized) available = i === 1 || i === variants.length - 1 ? rng.int(0, 4) : rng.int(2, 15);
    else available = p.type === "coins-bars" ? rng.int(5, 80) : rng.int(4, 40);
    return { region, variantId: v.id!, availableToSell: available, warningLevel: LOW_STOCK_WARNING_LEVEL };
  });
  if (state === "low" && sized) {
    // A few units left across all sizes, so the product as a whole reads as low stock.
    for (let left = rng.int(1, LOW_STOCK_WARNING_LEVEL); left > 0; left--)
      rows[1 + rng.int(0, rows.length - 2)]!.availableToSell += 1;
  }
  return rows;
}

type StoreStockRow = typeof t.storeStock.$inferInsert;
/** The share of a country's pieces each boutique carries. */
export const BOUTIQUE_CARRIES = 0.35;

/**
 * Each boutique's own shelf of one product (collect in store): a boutique of the country carries
 * about a third of the pieces, one to four of each size it carries, drawn from a stream of its own
 * (`boutique:<product>`) so the rest of the catalogue is the same with or without it.
 */
export function storeStockRows(
  rng: Rng,
  boutiques: readonly { id: number; region: string }[],
  regions: readonly string[],
  variants: readonly Variant[],
): StoreStockRow[] {
  const sized = variants.length > 1;
  const sellable = sized ? variants.slice(1) : variants;
  return boutiques
    .filter((b) => regions.includes(b.region))
    .flatMap((b) =>
      rng.chance(BOUTIQUE_CARRIES)
        ? sellable
            .filter(() => !sized || rng.chance(0.7))
            .map((v) => ({ storeId: b.id, variantId: v.id!, available: rng.int(1, 4) }))
        : [],
    );
}
