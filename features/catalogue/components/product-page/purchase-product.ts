import type { TFunction } from "i18next";
import type { Product } from "@/lib/commerce/types";
import type { PurchaseProduct, PurchaseVariant } from "./purchase-types";

/** The few facts the purchase panel needs, so the browser does not receive the whole product. */
export function toPurchaseProduct(product: Product, t: TFunction): PurchaseProduct {
  const variants: PurchaseVariant[] = product.variants.map((v) => ({
    entityId: v.entityId,
    sku: v.sku,
    size: v.options[0]?.value ?? null,
    // Not counted: buyable while the store says it is in stock, else none.
    available: v.inventory.availableToSell ?? (v.inventory.isInStock ? null : 0),
  }));
  const optionName = product.variants.find((v) => v.options[0])?.options[0]?.name;
  return {
    productId: product.entityId,
    sku: product.sku,
    isInStock: product.inventory.isInStock,
    available: product.inventory.aggregated.availableToSell,
    warningLevel: product.inventory.aggregated.warningLevel,
    baseVariant: variants.find((v) => v.size === null) ?? null,
    sizes: variants.filter((v) => v.size !== null),
    sizeLabel: optionName ? t(`product.options.${optionName}`, { defaultValue: optionName }) : "",
  };
}
