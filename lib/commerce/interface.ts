import type { Lang } from "@/lib/i18n/locales";
import type { Category, Product, ProductPage, ProductQuery, ProductSummary, StoreLocation } from "./types";

/**
 * One country's commerce store. Catalogue reads are the first capability; carts, customers
 * and their attributes, wishlists, orders and returns join this interface with the issues
 * that use them, each implemented by every adapter.
 */
export interface CatalogueReads {
  /** `null` when the SKU does not exist or is not sold in this country. */
  getProductBySku(sku: string, lang: Lang): Promise<Product | null>;
  /** The product page segment of a SKU sold here (any case), or `null`: a light read for redirects. */
  getProductPath(sku: string): Promise<string | null>;
  getProductsByIds(ids: number[], lang: Lang): Promise<ProductSummary[]>;
  listProducts(query: ProductQuery, lang: Lang): Promise<ProductPage>;
  getCategories(lang: Lang): Promise<Category[]>;
  /** Every product page this country sells, for the sitemap (catalogue paging of spec section 9). */
  listProductPaths(): Promise<{ path: string; createdAt: string }[]>;
  getStoreLocations(lang: Lang): Promise<StoreLocation[]>;
}

export interface CommerceProvider extends CatalogueReads {
  readonly region: string;
  readonly kind: "embedded" | "bigcommerce";
}
