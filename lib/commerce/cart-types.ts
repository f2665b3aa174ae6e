import type { OrderPickup } from "./pickup-types";
import type { Locale } from "@/lib/i18n/locales";
import type { CartCoupon, PromotionRefusal } from "./promotion-types";

/**
 * Carts and orders as the hosted store's Carts v3 API shapes them (ADR 0012):
 * snake_case fields, because the client, the route handlers and a BigCommerce adapter all
 * speak this shape. Amounts are tax-inclusive numbers in the cart's currency.
 */
export type CartLineItem = {
  /** Line id (a UUID), the `itemId` of updateProduct/deleteProduct. */
  id: string;
  product_id: number;
  variant_id: number;
  sku: string;
  /** Brand part, ' - ', title (how store names read), in the cart's language. */
  name: string;
  /** Product page path segment (`{name-slug}-sku-{sku}`), for links from the cart. */
  url: string;
  /** Chosen options, e.g. ring size. */
  options: { name: string; value: string }[];
  quantity: number;
  /** The catalogue price before any sale. */
  original_price: number;
  /** The price the shopper pays per unit (the sale price when on sale). */
  sale_price: number;
  /** The unit price the line is charged at (equal to sale_price: a code's discount is the cart's, in `coupons`). */
  list_price: number;
  extended_list_price: number;
  extended_sale_price: number;
  /** What the sale saves on this line: (original_price - sale_price) x quantity. */
  discount_amount: number;
  image_url: string | null;
  /**
   * Stock left for this variant in the cart's country, for the client's stock check; `null` when
   * the store does not count this piece's stock (any quantity up to the per-line cap is fine).
   */
  available_to_sell: number | null;
};

/**
 * A line of a hosted cart that is not one of our products: a custom item (an engraving fee a
 * store's staff added) or a gift certificate bought on the store's own storefront. Shown with its
 * amount, changed only at the store's checkout. The embedded store has none.
 */
export type CartOtherItem =
  | { id: string; kind: "custom"; name: string; sku: string; quantity: number; amount: number }
  | { id: string; kind: "gift_certificate"; name: string; recipient: string; quantity: 1; amount: number };

export type Cart = {
  id: string;
  /** 0 for a guest cart. */
  customer_id: number;
  channel_id: number;
  locale: Locale;
  currency: { code: string };
  tax_included: true;
  /** Sum of original prices x quantities. */
  base_amount: number;
  /** Sum of line discounts. */
  discount_amount: number;
  /** What the shopper pays (tax-inclusive): the lines' sale prices less the code's discount. */
  cart_amount: number;
  /** The promotion code applied (one per cart) and what it takes off; empty when none. */
  coupons: CartCoupon[];
  /**
   * A code the cart keeps that does not apply to it now, and why (the bag fell below its minimum,
   * the code ended): the embedded store applies it again once the bag qualifies.
   */
  held_coupon?: { code: string; refusal: PromotionRefusal };
  /**
   * `physical_items` are the product lines, a hosted store's digital products included (they are
   * changed and removed like any other); `other_items` what is not a product (absent: none).
   */
  line_items: { physical_items: CartLineItem[]; digital_items: never[]; other_items?: CartOtherItem[] };
  redirect_urls: { cart_url: string; checkout_url: string };
  created_time: string;
  updated_time: string;
};

/** A line to add: the variant defaults to the product's only (or first in-stock) variant. */
export type CartLineInput = { product_id: number; variant_id?: number; quantity: number };

/** The checkout's tax view of a cart (/api/checkout/discounts: tax_total and subtotal_ex_tax are read). */
export type CheckoutTotals = {
  id: string;
  currency: { code: string };
  subtotal_inc_tax: number;
  subtotal_ex_tax: number;
  tax_total: number;
  grand_total: number;
  taxes: { name: string; rate_percent: number; amount: number }[];
};

export type ShippingAddress = {
  first_name: string;
  last_name: string;
  street: string;
  city: string;
  governorate: string;
  postal_code: string;
  /** National number, one leading zero dropped, the region's length. */
  phone: string;
  country_code: string;
};

/** Cash on delivery (the embedded checkout's only method); orders paid at a hosted checkout are "card", "bnpl" or else "online". */
export type PaymentMethod = "cod" | "card" | "bnpl" | "online";

export type OrderStatus = "awaiting_fulfillment" | "shipped" | "delivered" | "cancelled";

export type OrderLine = {
  id: number;
  product_id: number;
  variant_id: number;
  sku: string;
  name: string;
  url: string;
  options: { name: string; value: string }[];
  quantity: number;
  base_price: number;
  price: number;
  total: number;
  /** This line's share of the promotion code's discount (a return refunds total less it). */
  discount: number;
  image_url: string | null;
};

export type Order = {
  id: number;
  /** What the shopper quotes: region label and id, e.g. "KSA-100042". */
  number: string;
  /** Opens the confirmation page without a session (`?key=`); shown only to the order's owner. */
  access_key: string;
  region: string;
  locale: Locale;
  customer_id: number;
  email: string;
  status: OrderStatus;
  currency: { code: string };
  subtotal_inc_tax: number;
  subtotal_ex_tax: number;
  tax_total: number;
  shipping_total: number;
  /** The promotion code the order was placed with, and what it took off (included in grand_total). */
  promo_code: string | null;
  discount_total: number;
  /** The lines' total (subtotal_inc_tax) less discount_total plus shipping; the VAT split is of this amount less shipping. */
  grand_total: number;
  payment_method: PaymentMethod;
  shipping_address: ShippingAddress;
  estimated_delivery: string;
  created_time: string;
  delivered_time: string | null;
  lines: OrderLine[];
  /** An order to collect at a boutique (`shipping_address` then names the collector and the boutique's address); `null`: delivered. */
  pickup: OrderPickup | null;
};

export type PlaceOrderInput = {
  cartId: string;
  email: string;
  /** The signed-in customer placing it (from the session), 0 for a guest. */
  customerId: number;
  shippingAddress: ShippingAddress;
  paymentMethod: PaymentMethod;
  /** The checkout's locale: the order's (and its email's) language; the cart's when absent. */
  locale?: Locale;
  /** The checkout attempt's own key (a UUID the browser keeps across its retries); see `placeOrder`. */
  idempotencyKey?: string;
  /**
   * Collect at this boutique of the country: its own stock is held for the order (not the web
   * stock) and no delivery is charged. `shippingAddress` names who collects (name, phone).
   */
  pickup?: { storeId: number };
};
