import "server-only";
import type { Lang } from "@/lib/i18n/locales";
import type { CatalogueReads } from "../interface";
import type { VariantFacts } from "./cart-map";

/**
 * The catalogue's facts about the variants of some products (keyed by variant id), in `lang`:
 * every variant of each product asked for that this country still sells. Carts v3 lines carry
 * the store's name and prices but not our product path, option labels or the stock left.
 */
export type CartCatalogue = (productIds: number[], lang: Lang) => Promise<Map<number, VariantFacts>>;

/**
 * Facts from a country's catalogue reads: the products by id (their skus), then each product by
 * sku for its variants, in parallel. Catalogue reads are cached and retried by the catalogue
 * adapter; a product it no longer sells is simply absent (its lines show no stock).
 */
export function cartCatalogueOf(
  catalogue: Pick<CatalogueReads, "getProductsByIds" | "getProductBySku">,
): CartCatalogue {
  return async (productIds, lang) => {
    const ids = [...new Set(productIds)];
    const facts = new Map<number, VariantFacts>();
    if (ids.length === 0) return facts;
    const summaries = await catalogue.getProductsByIds(ids, lang);
    const products = await Promise.all(summaries.map((s) => catalogue.getProductBySku(s.sku, lang)));
    for (const p of products) {
      if (!p) continue;
      for (const v of p.variants) {
        facts.set(v.entityId, {
          productId: p.entityId,
          sku: v.sku,
          name: p.name,
          path: p.path,
          options: v.options,
          // Not counted and sold: no limit but the per-line cap; not counted and not sold: none left.
          available: v.inventory.availableToSell ?? (v.inventory.isInStock ? null : 0),
          imageUrl: p.defaultImage?.url ?? null,
        });
      }
    }
    return facts;
  };
}
