import type { Cart, CartLineItem } from "@/lib/commerce/cart-types";
import { splitTax } from "@/lib/commerce/cart-totals";
import { LOCALES, type RegionCode } from "@/lib/i18n/locales";
import type { ClientCart, ClientCartLine } from "./client-types";

/**
 * The bag's stock check: any stock left, and whether the line asks for more. A line
 * whose stock the store does not count (`available_to_sell` null) is in stock and never exceeds.
 */
export function toClientLine(line: CartLineItem): ClientCartLine {
  const left = line.available_to_sell;
  return { ...line, hasStock: left === null || left > 0, exceedingQuantity: left !== null && line.quantity > left };
}

/**
 * The store's cart with the client's fields: totalCount, and the VAT inside the
 * tax-inclusive cart amount at the country's rate, split into VAT_Tax and SubTotal_Ex_TAX (cents).
 */
export function toClientCart(cart: Cart, region: RegionCode = LOCALES[cart.locale].region): ClientCart {
  const lines = cart.line_items.physical_items.map(toClientLine);
  const { tax, exTax } = splitTax(cart.cart_amount, region);
  return {
    ...cart,
    line_items: { ...cart.line_items, physical_items: lines },
    // Custom items and gift certificates of a hosted cart are in the bag too.
    totalCount:
      lines.reduce((sum, line) => sum + line.quantity, 0) +
      (cart.line_items.other_items ?? []).reduce((sum, item) => sum + item.quantity, 0),
    VAT_Tax: tax,
    SubTotal_Ex_TAX: exTax,
  };
}

/** Checkout would refuse the cart: a line is out of stock or asks for more than is left. */
export function hasStockProblem(cart: Pick<ClientCart, "line_items">): boolean {
  return cart.line_items.physical_items.some((line) => !line.hasStock || line.exceedingQuantity);
}
