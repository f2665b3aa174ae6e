import { productPath } from "@/lib/commerce/product-path";
import type { SearchRecord } from "../types";
import type { EmbeddedIndex } from "./model";

export function recordOf(ix: EmbeddedIndex, d: number): SearchRecord {
  const sale = ix.salePrice[d]!;
  return {
    id: ix.ids[d]!,
    sku: ix.skus[d]!,
    path: productPath(ix.slugs[d]!, ix.skus[d]!),
    name: ix.names[d]!,
    brand: ix.dicts.brand.labels[ix.columns.brand[d]!]!,
    imageUrl: ix.images[d] ?? null,
    price: ix.price[d]!,
    salePrice: Number.isNaN(sale) ? null : sale,
    basePrice: ix.basePrice[d]!,
    currency: ix.currency,
  };
}
