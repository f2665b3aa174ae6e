import { z } from "zod";
import { ESTIMATED_DELIVERY_DAYS } from "@/lib/constants";
import { localeOf, type Lang, type RegionCode } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import type { Order, OrderLine, OrderStatus, PaymentMethod } from "../cart-types";
import { round2 } from "../cart-totals";
import type { OrderPickup } from "../pickup-types";
import { boutiqueOfCode } from "./boutique-locations";

/**
 * Orders v2 answers (tests/contracts/bigcommerce/orders.v2.oas2.yml) as our Order. v2 sends money
 * as decimal strings ("8950.0000") and dates in RFC 2822; loose objects, every field we read required.
 */
const v2Money = z.union([z.string(), z.number()]).transform((v) => round2(Number(v)));

export const v2Order = z.looseObject({
  id: z.number().int(),
  customer_id: z.number().int(),
  date_created: z.string(),
  date_modified: z.string(),
  /** When the order was fully shipped (RFC 2822; "" until then; read-only, optional in the reference). */
  date_shipped: z.string().optional(),
  status_id: z.number().int(),
  cart_id: z.string().optional(),
  subtotal_ex_tax: v2Money,
  subtotal_inc_tax: v2Money,
  total_tax: v2Money,
  shipping_cost_inc_tax: v2Money,
  total_inc_tax: v2Money,
  currency_code: z.string(),
  payment_method: z.string(),
  customer_locale: z.string().optional(),
  /** What the order's coupons took off (read-only; optional in the reference, absent is none). */
  coupon_discount: v2Money.optional(),
  billing_address: z.looseObject({
    first_name: z.string(),
    last_name: z.string(),
    street_1: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    phone: z.string(),
    email: z.string(),
    country_iso2: z.string(),
  }),
});
export type V2Order = z.infer<typeof v2Order>;

export const v2OrderProduct = z.looseObject({
  id: z.number().int(),
  product_id: z.number().int(),
  variant_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  base_price: v2Money,
  price_inc_tax: v2Money,
  total_inc_tax: v2Money,
  product_options: z.array(z.looseObject({ display_name: z.string(), display_value: z.string() })),
  /**
   * The discounts on this line (`orderProductAppliedDiscounts`; every field optional in the
   * reference): a coupon's share names its `code`, a manual discount has none.
   */
  applied_discounts: z
    .array(z.looseObject({ amount: v2Money.optional(), code: z.string().nullish(), target: z.string().optional() }))
    .optional(),
  /** The pickup this line is collected by; 0 (or absent) for a line that is shipped. */
  order_pickup_method_id: z.number().int().nullish(),
});
export type V2OrderProduct = z.infer<typeof v2OrderProduct>;

/**
 * An order's consignments (Orders v2 `GET /orders/{order_id}/consignments`, `orderConsignment_Get`):
 * only its pickups are read, each with the location it is collected at (every field optional in
 * the reference).
 */
export const v2Consignments = z.looseObject({
  pickups: z
    .array(
      z.looseObject({
        id: z.number().int().optional(),
        pickup_method_id: z.number().int().optional(),
        pickup_method_display_name: z.string().optional(),
        collection_time_description: z.string().optional(),
        location: z
          .looseObject({
            id: z.number().int().optional(),
            code: z.string().optional(),
            name: z.string().optional(),
            address_line_1: z.string().optional(),
            address_line_2: z.string().optional(),
            city: z.string().optional(),
            phone: z.string().optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});
export type V2Consignments = z.infer<typeof v2Consignments>;

/** BigCommerce's "Awaiting Pickup" (status_id 8): the order waits at its pickup location. */
export const AWAITING_PICKUP = 8;

/**
 * Whether an order's consignments are worth reading: one of its lines is collected by a pickup
 * (`order_pickup_method_id` above 0, from the products already read with every order), or its
 * status is Awaiting Pickup. Any other order is delivered and costs no extra call.
 */
export const mayBePickup = (
  o: Pick<V2Order, "status_id">,
  products: Pick<V2OrderProduct, "order_pickup_method_id">[],
) => o.status_id === AWAITING_PICKUP || products.some((p) => (p.order_pickup_method_id ?? 0) > 0);

/**
 * The order's pickup, from its first pickup consignment (an order has one at most): the boutique
 * its location's code names (boutique-locations.ts), in `lang`, collected by the billing name and
 * phone (the hosted checkout asks the collector for those). A pickup at a location that is none of
 * our boutiques (a location not coded `LUMINA-{id}`) is still an order to collect: its boutique is
 * then the consignment's own location, with id 0 (no boutique has it), no opening hours but the
 * method's collection time, and no coordinates (0, 0), so it is never shown on a map. No pickup
 * consignment: `null`, a delivered order. Ready for collection when the order is Awaiting Pickup.
 */
export function toOrderPickup(
  consignments: V2Consignments | null,
  o: V2Order,
  region: RegionCode,
  lang: Lang,
): OrderPickup | null {
  const pickup = consignments?.pickups?.[0];
  if (!pickup) return null;
  const place = pickup.location;
  const store = boutiqueOfCode(place?.code, region, lang) ?? {
    id: 0,
    name: place?.name || pickup.pickup_method_display_name || "",
    city: place?.city ?? "",
    address: [place?.address_line_1, place?.address_line_2].filter((line) => line?.trim()).join(", "),
    phone: place?.phone ?? "",
    hours: pickup.collection_time_description ?? "",
    latitude: 0,
    longitude: 0,
  };
  const a = o.billing_address;
  // Ready: BigCommerce's Awaiting Pickup status, which the store sets when the boutique has it.
  return {
    store,
    collector: { name: `${a.first_name} ${a.last_name}`.trim(), phone: a.phone },
    ready: o.status_id === AWAITING_PICKUP,
  };
}

/** Our view of a product on an order line: its name in the shopper's language, page and picture. */
export type LineProduct = { name: string; path: string; imageUrl: string | null };

/**
 * What the shopper quotes: the country's label and BigCommerce's own order id ("KSA-142"), the id
 * the hosted checkout's confirmation and emails show. Unlike the embedded store's numbers there is
 * no 100000 offset: the hosted store numbers its orders itself.
 */
export const hostedOrderNumber = (id: number, region: RegionCode) => `${REGIONS[region].label.toUpperCase()}-${id}`;

/** The order id behind "KSA-142", "ksa-142" or "142"; another country's label or anything else is `null`. */
export function parseHostedOrderNumber(text: string, region: RegionCode): number | null {
  const match = /^(?:([a-z]{2,4})-)?(\d{1,10})$/i.exec(text.trim());
  if (!match || (match[1] && match[1].toLowerCase() !== REGIONS[region].label)) return null;
  const id = Number(match[2]);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * BigCommerce's order statuses (status_id) on our four: Shipped and Partially Shipped are shipped,
 * Completed is delivered, Refunded, Cancelled and Declined are cancelled; every other status
 * (Pending, Awaiting Payment/Fulfillment/Shipment/Pickup, Manual Verification, Disputed,
 * Partially Refunded) is still awaiting fulfilment.
 */
export function orderStatus(statusId: number): OrderStatus {
  if (statusId === 2 || statusId === 3) return "shipped";
  if (statusId === 10) return "delivered";
  if (statusId === 4 || statusId === 5 || statusId === 6) return "cancelled";
  return "awaiting_fulfillment";
}

/** The payment method's display name as one of ours (refund wording follows it). */
export function paymentMethod(displayName: string): PaymentMethod {
  const name = displayName.toLowerCase();
  if (/cash on delivery|\bcod\b|\bcash\b/.test(name)) return "cod";
  if (/tabby|tamara|instal|pay later|bnpl/.test(name)) return "bnpl";
  if (/card|mada|apple pay|google pay/.test(name)) return "card";
  return "online";
}

/** The discounts of a line that came with a coupon code (manual discounts and automatic promotions have none). */
const couponDiscounts = (p: V2OrderProduct) => (p.applied_discounts ?? []).filter((d) => !!d.code);

/** The coupon code an order was placed with, read from its lines' applied discounts (no extra call); `null` when none. */
export function promoCodeOf(products: V2OrderProduct[]): string | null {
  return products.flatMap(couponDiscounts)[0]?.code ?? null;
}

export function toOrderLine(p: V2OrderProduct, product: LineProduct | undefined): OrderLine {
  return {
    id: p.id,
    product_id: p.product_id,
    variant_id: p.variant_id,
    sku: p.sku,
    name: product?.name ?? p.name,
    url: product?.path ?? "",
    options: p.product_options.map((o) => ({ name: o.display_name, value: o.display_value })),
    quantity: p.quantity,
    base_price: p.base_price,
    price: p.price_inc_tax,
    total: p.total_inc_tax,
    // The line's share of the coupon's discount (a return refunds total less it).
    discount: round2(couponDiscounts(p).reduce((s, d) => s + (d.amount ?? 0), 0)),
    image_url: product?.imageUrl ?? null,
  };
}

/**
 * A v2 order as ours. The billing address stands for the shipping one (one more call per order
 * otherwise; the hosted checkout asks for both). `access_key` is empty: a hosted order is
 * confirmed on the hosted checkout, and an empty key never opens our confirmation page.
 * Completed orders count as delivered when last modified. `promoCode` is `promoCodeOf` the order's
 * products; the discount is the order's `coupon_discount` (the lines' shares when it is absent),
 * already taken off v2's `total_inc_tax`. An order collected in store has its `pickup`
 * (`toOrderPickup`); its shipping address then names the collector (billing name and phone) at the
 * boutique's address in the boutique's country, as `Order.pickup` describes it (cart-types.ts).
 */
export function toOrder(
  o: V2Order,
  lines: OrderLine[],
  region: RegionCode,
  promoCode: string | null = null,
  pickup: OrderPickup | null = null,
): Order {
  const created = new Date(o.date_created);
  const a = o.billing_address;
  const status = orderStatus(o.status_id);
  return {
    id: o.id,
    number: hostedOrderNumber(o.id, region),
    access_key: "",
    pickup,
    region,
    // The shopper's language at the hosted checkout ("ar", "ar-SA"), English otherwise.
    locale: localeOf(/^ar\b/i.test(o.customer_locale ?? "") ? "ar" : "en", region),
    customer_id: o.customer_id,
    email: a.email,
    status,
    currency: { code: o.currency_code },
    subtotal_inc_tax: o.subtotal_inc_tax,
    subtotal_ex_tax: o.subtotal_ex_tax,
    tax_total: o.total_tax,
    shipping_total: o.shipping_cost_inc_tax,
    promo_code: promoCode,
    discount_total: o.coupon_discount ?? round2(lines.reduce((s, l) => s + l.discount, 0)),
    grand_total: o.total_inc_tax,
    payment_method: paymentMethod(o.payment_method),
    shipping_address: {
      first_name: a.first_name,
      last_name: a.last_name,
      street: pickup ? pickup.store.address : a.street_1,
      city: pickup ? pickup.store.city : a.city,
      governorate: pickup ? "" : a.state,
      postal_code: pickup ? "" : a.zip,
      phone: a.phone,
      country_code: pickup ? region.toUpperCase() : a.country_iso2 || region.toUpperCase(),
    },
    estimated_delivery: new Date(created.getTime() + ESTIMATED_DELIVERY_DAYS * 86_400_000).toISOString().slice(0, 10),
    created_time: created.toISOString(),
    delivered_time: status === "delivered" ? new Date(o.date_modified).toISOString() : null,
    lines,
  };
}
