import { z } from "zod";
import { LOCALES, localeOf, parseLocale, type Locale, type RegionCode } from "@/lib/i18n/locales";
import type { Cart, CartLineItem, CartOtherItem, CheckoutTotals } from "../cart-types";
import { round2 } from "../cart-totals";
import type { CartCoupon } from "../promotion-types";

/**
 * The Carts v3 and Checkouts v3 answers this adapter reads (tests/contracts/bigcommerce/carts.v3.yml,
 * checkouts.v3.yml), and their mapping onto our Cart, which already follows the Carts v3 shape.
 * Objects are loose (the API adds fields freely) but every field we use is required, so a changed
 * answer fails here instead of showing blanks.
 */
const money = z.number();

export const bcCartLine = z.looseObject({
  id: z.string().min(1),
  product_id: z.number().int(),
  variant_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  image_url: z.string().optional(),
  original_price: money,
  sale_price: money,
  list_price: money,
  extended_list_price: money,
  extended_sale_price: money,
  options: z.array(z.looseObject({ name: z.string(), value: z.string() })).optional(),
});
export type BcCartLine = z.infer<typeof bcCartLine>;

/** A custom item (Carts v3 `ItemCustomGet`: the reference types quantity and price as strings). */
const bcCustomItem = z.looseObject({
  id: z.string().min(1),
  sku: z.string().optional(),
  name: z.string(),
  quantity: z.coerce.number().int().positive(),
  list_price: z.coerce.number(),
  extended_list_price: z.coerce.number().optional(),
});

/** A gift certificate (`ItemGiftCertificateGet`). */
const bcGiftCertificate = z.looseObject({
  id: z.string().min(1),
  name: z.string().optional(),
  amount: money,
  recipient: z.looseObject({ name: z.string().optional() }).optional(),
});

/**
 * A coupon applied to a cart (Carts v3 `AppliedCoupon`, Checkouts v3 `cart.coupons`): the reference
 * requires only `code`; `discounted_amount` is what it takes off the cart, read-only and optional.
 */
export const bcAppliedCoupon = z.looseObject({
  code: z.string().min(1),
  discounted_amount: money.optional(),
});

export const bcCart = z.looseObject({
  id: z.string().min(1),
  customer_id: z.number().int(),
  channel_id: z.number().int(),
  currency: z.looseObject({ code: z.string() }),
  cart_amount: money,
  /** Optional in the reference; absent is none. */
  coupons: z.array(bcAppliedCoupon).optional(),
  locale: z.string().optional(),
  /** Optimistic concurrency: sent back with a change, a 409 when someone changed the cart since. */
  version: z.number().int().optional(),
  line_items: z.looseObject({
    physical_items: z.array(bcCartLine),
    digital_items: z.array(bcCartLine).optional(),
    custom_items: z.array(bcCustomItem).optional(),
    gift_certificates: z.array(bcGiftCertificate).optional(),
  }),
  redirect_urls: z.looseObject({ cart_url: z.string(), checkout_url: z.string() }).optional(),
  created_time: z.string(),
  updated_time: z.string(),
});
export type BcCart = z.infer<typeof bcCart>;
export const bcCartAnswer = z.looseObject({ data: bcCart });

export const bcCheckoutAnswer = z.looseObject({
  data: z.looseObject({
    id: z.string(),
    cart: z.looseObject({ currency: z.looseObject({ code: z.string() }) }),
    subtotal_inc_tax: money,
    subtotal_ex_tax: money,
    tax_total: money,
    grand_total: money,
    taxes: z.array(z.looseObject({ name: z.string(), amount: money })),
  }),
});

/** What a cart line needs from the catalogue that Carts v3 does not give: ours, in the shopper's language. */
export type VariantFacts = {
  productId: number;
  sku: string;
  /** Brand part, ' - ', title (how store names read). */
  name: string;
  /** Product page segment, `{name-slug}-sku-{sku}`. */
  path: string;
  options: { name: string; value: string }[];
  /** Units left; `null` when the store does not count the variant's stock and sells it. */
  available: number | null;
  imageUrl: string | null;
};

/** The cart's own locale ("en-SA" on BigCommerce) as ours, English of the store's country when it is none of them. */
export function cartLocale(value: string | undefined, region: RegionCode): Locale {
  const locale = parseLocale(value);
  return locale && LOCALES[locale].region === region ? locale : localeOf("en", region);
}

/** Our locale as the BCP 47 tag BigCommerce keeps on a cart. */
export const bcLocale = (locale: Locale): string => LOCALES[locale].bcp47;

function toLine(line: BcCartLine, facts: VariantFacts | undefined): CartLineItem {
  return {
    id: line.id,
    product_id: line.product_id,
    variant_id: line.variant_id,
    sku: line.sku,
    name: facts?.name ?? line.name,
    url: facts?.path ?? "",
    options: facts?.options ?? (line.options ?? []).map(({ name, value }) => ({ name, value })),
    quantity: line.quantity,
    original_price: line.original_price,
    sale_price: line.sale_price,
    list_price: line.list_price,
    extended_list_price: line.extended_list_price,
    extended_sale_price: line.extended_sale_price,
    // Ours is what the sale saves (BigCommerce's own discount_amount counts coupons and promotions).
    discount_amount: round2(Math.max(0, line.original_price - line.sale_price) * line.quantity),
    image_url: line.image_url || facts?.imageUrl || null,
    // A variant the catalogue no longer sells here has nothing left to sell; null (not counted) stays null.
    available_to_sell: facts ? facts.available : 0,
  };
}

/** A cart's product lines: physical and digital items alike (both are catalogue products, changed the same way). */
export const productLines = (cart: BcCart): BcCartLine[] => [
  ...cart.line_items.physical_items,
  ...(cart.line_items.digital_items ?? []),
];

/** What is not a product: custom items and gift certificates, shown with their amounts (never dropped). */
function otherItems(cart: BcCart): CartOtherItem[] {
  const custom = (cart.line_items.custom_items ?? []).map((c): CartOtherItem => ({
    id: c.id,
    kind: "custom",
    name: c.name,
    sku: c.sku ?? "",
    quantity: c.quantity,
    amount: round2(c.extended_list_price ?? c.list_price * c.quantity),
  }));
  const gifts = (cart.line_items.gift_certificates ?? []).map((g): CartOtherItem => ({
    id: g.id,
    kind: "gift_certificate",
    name: g.name ?? "",
    recipient: g.recipient?.name ?? "",
    quantity: 1,
    amount: round2(g.amount),
  }));
  return [...custom, ...gifts];
}

/** The coupons a cart carries, as the store spells their codes, with what each takes off. */
export const cartCoupons = (cart: Pick<BcCart, "coupons">): CartCoupon[] =>
  (cart.coupons ?? []).map((c) => ({ code: c.code, discounted_amount: round2(c.discounted_amount ?? 0) }));

/** What a cart's products cost before any coupon: the amount a coupon's minimum is measured against. */
export const linesTotal = (cart: BcCart): number =>
  round2(productLines(cart).reduce((s, l) => s + l.extended_sale_price, 0));

/**
 * A Carts v3 cart as ours. `shown` names the lines (the shopper's locale when of this country,
 * else the cart's); `facts` are keyed by variant id. `cart_amount` stays BigCommerce's (after its
 * coupons, listed in `coupons`); the base and the sale savings are summed from the lines as our Cart defines them.
 */
export function toCart(cart: BcCart, region: RegionCode, facts: Map<number, VariantFacts>): Cart {
  const lines = productLines(cart).map((l) => toLine(l, facts.get(l.variant_id)));
  const others = otherItems(cart);
  const sum = (pick: (l: CartLineItem) => number) => round2(lines.reduce((s, l) => s + pick(l), 0));
  const locale = cartLocale(cart.locale, region);
  return {
    id: cart.id,
    customer_id: cart.customer_id,
    channel_id: cart.channel_id,
    locale,
    currency: { code: cart.currency.code },
    tax_included: true,
    base_amount: round2(sum((l) => l.original_price * l.quantity) + others.reduce((s, o) => s + o.amount, 0)),
    discount_amount: sum((l) => l.discount_amount),
    cart_amount: cart.cart_amount,
    coupons: cartCoupons(cart),
    line_items: { physical_items: lines, digital_items: [], ...(others.length > 0 && { other_items: others }) },
    // The hosted checkout's addresses: "Checkout" sends the shopper there.
    redirect_urls: {
      cart_url: cart.redirect_urls?.cart_url ?? `/${locale}/cart?cartId=${cart.id}`,
      checkout_url: cart.redirect_urls?.checkout_url ?? "",
    },
    created_time: new Date(cart.created_time).toISOString(),
    updated_time: new Date(cart.updated_time).toISOString(),
  };
}

/** Checkouts v3 totals as ours; the VAT rate is the country's (the answer names taxes without one). */
export function toCheckoutTotals(answer: z.infer<typeof bcCheckoutAnswer>, ratePercent: number): CheckoutTotals {
  const c = answer.data;
  return {
    id: c.id,
    currency: { code: c.cart.currency.code },
    subtotal_inc_tax: round2(c.subtotal_inc_tax),
    subtotal_ex_tax: round2(c.subtotal_ex_tax),
    tax_total: round2(c.tax_total),
    grand_total: round2(c.grand_total),
    taxes: c.taxes.map((t) => ({ name: t.name, rate_percent: ratePercent, amount: round2(t.amount) })),
  };
}

/**
 * Whether a 422 is about stock, and the sku it names: `Not enough stock: {name} (SKU: {sku}) …`
 * (the live title; tests/contracts/bigcommerce/README.md). `null` when the refusal is not about
 * stock. The figure in the words is not read: what is left comes from the catalogue.
 */
export function stockRefusal(title: string | undefined): { sku?: string } | null {
  if (!title || !/stock/i.test(title)) return null;
  const sku = /\(SKU:\s*([^)\s]+)\s*\)/i.exec(title)?.[1];
  return sku ? { sku } : {};
}
