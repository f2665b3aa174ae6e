/**
 * What the purchase panel needs of a product: small, because it travels to the browser.
 * `available` null: the store does not count the stock and sells the piece (no figure shown).
 */
export type PurchaseVariant = { entityId: number; sku: string; size: string | null; available: number | null };

export type PurchaseProduct = {
  productId: number;
  sku: string;
  isInStock: boolean;
  available: number | null;
  warningLevel: number;
  /** The base variant: what a product without sizes is bought as. */
  baseVariant: PurchaseVariant | null;
  /** Sized variants (ring sizes), in the store's order; empty for a product without sizes. */
  sizes: PurchaseVariant[];
  /** Label of the size option, already translated ("Size"). */
  sizeLabel: string;
};

/** The URL query parameter that keeps the chosen size: /p/...?size=54 */
export const SIZE_PARAM = "size";
