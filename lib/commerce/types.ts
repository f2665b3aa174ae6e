import type { Lang, RegionCode } from "@/lib/i18n/locales";
import type { Money } from "@/lib/money";

/** Our domain types. Adapters map vendor shapes onto these at the edge. */
export type Image = {
  /** Base address; `urlAt(width)` gives one of the four PRODUCT_IMAGE_WIDTHS. */
  url: string;
  altText: string;
};

export type ProductPrices = { price: Money; salePrice: Money | null; basePrice: Money };

/**
 * `availableToSell` is the units left, or `null` when the store does not count the piece's stock
 * (a hosted store with inventory tracking off, or stock levels hidden from its storefront): such a
 * piece is buyable while `isInStock`, shows no count, and only the per-line quantity cap applies.
 * The embedded store always counts.
 */
export type ProductInventory = {
  isInStock: boolean;
  hasVariantInventory: boolean;
  aggregated: { availableToSell: number | null; warningLevel: number };
};

export type CustomField = { entityId: number; name: string; value: string };

export type ProductVariant = {
  entityId: number;
  sku: string;
  options: { name: string; value: string }[];
  /** `availableToSell` null: not counted (see ProductInventory). */
  inventory: { isInStock: boolean; availableToSell: number | null };
};

export type ProductSummary = {
  id: string;
  entityId: number;
  sku: string;
  /** Path segment of the product page: `{name-slug}-sku-{lowercase sku}`. */
  path: string;
  name: string;
  brand: { key: string; name: string };
  defaultImage: Image | null;
  images: Image[];
  prices: ProductPrices;
  inventory: ProductInventory;
  reviewSummary: { summationOfRatings: number; numberOfReviews: number };
  type: string;
  metal: string;
  karat: string | null;
  metalColor: string;
  stone: string | null;
  collection: string | null;
  charmFamily: string | null;
  createdAt: string;
};

export type Product = ProductSummary & {
  description: string;
  plainTextDescription: string;
  customFields: CustomField[];
  categories: { slug: string; name: string }[];
  variants: ProductVariant[];
  relatedProducts: ProductSummary[];
};

export type ProductSort =
  "relevance" | "alpha" | "price-asc" | "price-desc" | "new_in" | "best_seller" | "biggest_saving";

export type ProductQuery = {
  brands?: string[];
  types?: string[];
  categories?: string[];
  collections?: string[];
  metalColors?: string[];
  karats?: string[];
  stones?: string[];
  charmFamilies?: string[];
  price?: { min: number; max: number | null };
  onSale?: boolean;
  inStockOnly?: boolean;
  sort?: ProductSort;
  limit?: number;
  offset?: number;
};

export type ProductPage = { items: ProductSummary[]; total: number };

export type Category = { id: number; slug: string; name: string; parentSlug: string | null };

export type StoreLocation = {
  id: number;
  name: string;
  city: string;
  address: string;
  phone: string;
  hours: string;
  latitude: number;
  longitude: number;
};

/** Who is asking, in which store and language. */
export type StoreContext = { region: RegionCode; lang: Lang };
