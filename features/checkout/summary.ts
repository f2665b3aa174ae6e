import type { Cart, Order } from "@/lib/commerce/cart-types";
import { splitTax } from "@/lib/commerce/cart-totals";
import type { RegionCode } from "@/lib/i18n/locales";

/** What the review (checkout) and the confirmation page show of a cart or an order: one shape for both. */
export type SummaryLine = {
  key: string;
  name: string;
  path: string;
  options: { name: string; value: string }[];
  quantity: number;
  /** Unit price paid, and the price before a sale when there was one. */
  price: number;
  originalPrice: number | null;
  total: number;
  imageUrl: string | null;
};

export type Summary = {
  currency: string;
  lines: SummaryLine[];
  itemCount: number;
  exTax: number;
  tax: number;
  vatPercent: number;
  shipping: number;
  /** The promotion code and what it took off (already out of exTax, tax and total); null without one. */
  promo: { code: string; amount: number } | null;
  total: number;
};

export function cartSummary(cart: Cart, region: RegionCode): Summary {
  const lines = cart.line_items.physical_items.map((l) => ({
    key: l.id,
    name: l.name,
    path: l.url,
    options: l.options,
    quantity: l.quantity,
    price: l.sale_price,
    originalPrice: l.original_price > l.sale_price ? l.original_price : null,
    total: l.extended_sale_price,
    imageUrl: l.image_url,
  }));
  // Delivery is free, so the cart amount is the total; the VAT inside it at the country's rate.
  const { tax, exTax, ratePercent } = splitTax(cart.cart_amount, region);
  return {
    currency: cart.currency.code,
    lines,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    exTax,
    tax,
    vatPercent: ratePercent,
    shipping: 0,
    promo: cart.coupons[0] ? { code: cart.coupons[0].code, amount: cart.coupons[0].discounted_amount } : null,
    total: cart.cart_amount,
  };
}

export function orderSummary(order: Order, vatPercent: number): Summary {
  const lines = order.lines.map((l) => ({
    key: String(l.id),
    name: l.name,
    path: l.url,
    options: l.options,
    quantity: l.quantity,
    price: l.price,
    originalPrice: l.base_price > l.price ? l.base_price : null,
    total: l.total,
    imageUrl: l.image_url,
  }));
  return {
    currency: order.currency.code,
    lines,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    exTax: order.subtotal_ex_tax,
    tax: order.tax_total,
    vatPercent,
    shipping: order.shipping_total,
    promo:
      order.promo_code && order.discount_total > 0 ? { code: order.promo_code, amount: order.discount_total } : null,
    total: order.grand_total,
  };
}
