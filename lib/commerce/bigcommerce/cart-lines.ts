import type { CartLineInput } from "../cart-types";
import { productLines, type BcCart, type VariantFacts } from "./cart-map";

// The lines of a cart change on BigCommerce (carts.ts sends them): which variant an asked line is,
// every line id of a cart, and the quantities the store adds up.

/** A line of a change with the quantity the cart would hold of it afterwards. */
export type WantedLine = { product_id: number; variant_id?: number; quantity: number };

/** The catalogue's facts of an asked line: its variant, or the product's only variant. */
export function variantOf(
  facts: Map<number, VariantFacts>,
  line: { product_id: number; variant_id?: number },
): VariantFacts | undefined {
  if (line.variant_id !== undefined) return facts.get(line.variant_id);
  const variants = [...facts.values()].filter((f) => f.productId === line.product_id);
  return variants.length === 1 ? variants[0] : undefined;
}

/** Every line id of a cart, whatever its kind. */
export const lineIds = (cart: BcCart): string[] => [
  ...productLines(cart).map((l) => l.id),
  ...(cart.line_items.custom_items ?? []).map((c) => c.id),
  ...(cart.line_items.gift_certificates ?? []).map((g) => g.id),
];

/** Lines to add, each with what the cart already holds of the same variant (the store adds them up). */
export function withCartQuantities(lines: CartLineInput[], cart?: BcCart): WantedLine[] {
  const held = (l: CartLineInput) =>
    (cart ? productLines(cart) : [])
      .filter((c) => c.product_id === l.product_id && (l.variant_id === undefined || c.variant_id === l.variant_id))
      .reduce((n, c) => n + c.quantity, 0);
  const same = (a: CartLineInput, b: CartLineInput) => a.product_id === b.product_id && a.variant_id === b.variant_id;
  return lines.map((l) => ({
    ...l,
    quantity: held(l) + lines.filter((o) => same(o, l)).reduce((n, o) => n + o.quantity, 0),
  }));
}
