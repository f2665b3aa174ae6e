import { z } from "zod";
import { LOCALE_CODES, REGION_CODES, type Locale } from "@/lib/i18n/locales";
import { CART_LINE_MAX_QUANTITY } from "@/lib/constants";
import { customerIdNumber, idNumber } from "@/lib/http/fields";

/**
 * Contracts of the cart routes (/api/cart/* and /api/checkout/discounts, ADR 0012),
 * shared by the route handlers and the client fetchers (which import types only, so zod
 * stays out of the browser bundle). Every answer is `{ hasError, response | error }`.
 */
export { REGION_CODES };

const region = z.enum(REGION_CODES, { error: `must be one of ${REGION_CODES.join(", ")}` });
const locale = z
  .enum(LOCALE_CODES as [Locale, ...Locale[]], { error: `must be one of ${LOCALE_CODES.join(", ")}` })
  .optional();
const cartId = z.uuid({ error: "must be a cart id (a UUID)" });
const itemId = z.uuid({ error: "must be a line item id (a UUID)" });
const entityId = idNumber("a product id");
const quantity = (min: number) =>
  z
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .min(min, { error: `must be at least ${min}` })
    .max(CART_LINE_MAX_QUANTITY, { error: `must be at most ${CART_LINE_MAX_QUANTITY}` });

const variantId = idNumber("a variant id");
const lineInput = z.object({ product_id: entityId, variant_id: variantId.optional(), quantity: quantity(1) });
/** What the page knows about the piece for the marketing event (spec: `item`); never trusted for prices. */
const item = z
  .object({ brand: z.enum(["main", "missl"]).optional() })
  .loose()
  .optional();

export const createCartBody = z.object({
  region,
  locale,
  payload: z.object({
    line_items: z.array(lineInput).min(1, { error: "must hold at least one line" }).max(50),
    customer_id: customerIdNumber.optional(),
    channel_id: idNumber("a channel id").optional(),
  }),
  item,
});

export const cartRefBody = z.object({ cartId, region, locale });

export const updateCartBody = z.object({ cartId, region, locale, customerId: customerIdNumber });

export const addProductBody = z.object({
  cartId,
  region,
  locale,
  payload: z.object({ line_items: z.array(lineInput).min(1).max(50) }),
  item,
});

export const updateProductBody = z.object({
  cartId,
  itemId,
  region,
  locale,
  payload: z.object({
    line_item: z.object({ product_id: entityId, variant_id: variantId.optional(), quantity: quantity(0) }),
  }),
  item,
});

export const deleteProductBody = z.object({ cartId, itemId, region, locale, item });

/** A promotion code as typed (trimmed; its letters are checked by the store, which says "unknown"). */
const promoCode = z
  .string({ error: "must be a promotion code" })
  .trim()
  .min(1, { error: "must be a promotion code" })
  .max(50, { error: "must be at most 50 characters" });

/** POST /api/cart/addPromo: one code per cart; `email` is the checkout's (a guest's once-per-customer codes are counted by it). */
export const addPromoBody = z.object({
  cartId,
  region,
  locale,
  code: promoCode,
  email: z.email({ error: "must be an email address" }).max(254).optional(),
});

/** POST /api/cart/deletePromo: the cart's code removed. */
export const deletePromoBody = z.object({ cartId, region, locale });

/** `id` is the cart id (spec); region is optional: without it each country's store is asked. */
export const discountsBody = z.object({ id: cartId, region: region.optional() });

export type CreateCartBody = z.input<typeof createCartBody>;
export type AddProductBody = z.input<typeof addProductBody>;
export type UpdateProductBody = z.input<typeof updateProductBody>;
export type DeleteProductBody = z.input<typeof deleteProductBody>;
export type CartRefBody = z.input<typeof cartRefBody>;
export type UpdateCartBody = z.input<typeof updateCartBody>;
export type DiscountsBody = z.input<typeof discountsBody>;
export type AddPromoBody = z.input<typeof addPromoBody>;
export type DeletePromoBody = z.input<typeof deletePromoBody>;

/** Error answers carry a machine-readable code the client maps to a toast key (cart-errors.ts). */
export type CartErrorCode =
  | "quantityExceeds"
  | "cartNotFound"
  | "itemNotFound"
  | "forbidden"
  | "badRequest"
  | "unavailable"
  | "promoRefused"
  | "tooManyRequests";

/**
 * Rebuild a cart from an order (abandoned-cart and repurchase links). Order
 * numbers are guessable, so the order's lines are only given to its signed-in owner or to a
 * link that carries the order's access key (our emails do).
 */
export const fromOrderBody = z.object({
  orderId: idNumber("an order number"),
  key: z
    .string({ error: "must be the link's key" })
    .regex(/^[\w-]{20,100}$/, { error: "must be the link's key" })
    .optional(),
  /** A mailed link's expiry (seconds since 1970), signed into its key (features/cart/order-links.ts). */
  exp: z
    .number({ error: "must be the link's expiry" })
    .int({ error: "must be the link's expiry" })
    .min(0)
    .max(99_999_999_999)
    .optional(),
  region,
  locale,
  item,
});
export type FromOrderBody = z.input<typeof fromOrderBody>;
