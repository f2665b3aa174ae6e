import "server-only";
import * as t from "@/lib/db/schema";
import { ESTIMATED_DELIVERY_DAYS } from "@/lib/constants";
import type { Lang, Locale, RegionCode } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import type { Order, OrderLine, OrderStatus, PaymentMethod, ShippingAddress } from "../cart-types";
import { round2 } from "../cart-totals";
import type { OrderPickup } from "../pickup-types";
import type { StoreLocation } from "../types";

// The embedded store's order rows read as the shopper's Order: its number, lines, pickup.

type OrderRow = typeof t.orders.$inferSelect;
type LineRow = typeof t.orderLines.$inferSelect;

/** Orders are numbered from 100001 upwards, shown with the country's label: KSA-100001. */
export function orderNumber(id: number, region: string): string {
  const label = REGIONS[region as RegionCode]?.label ?? region;
  return `${label.toUpperCase()}-${100000 + id}`;
}

/** The order id behind what a shopper quotes (customer service looks orders up by it) ("KSA-100042", "100042" or the id itself); `null` when it is none. */
export function parseOrderNumber(text: string): number | null {
  const digits = /^(?:[a-z]{2,4}-)?(\d{1,10})$/i.exec(text.trim())?.[1];
  if (!digits) return null;
  const n = Number(digits);
  const id = n > 100000 ? n - 100000 : n;
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The delivery estimate: the order date plus ESTIMATED_DELIVERY_DAYS (3; a calendar date). */
export function estimatedDelivery(placed: Date): string {
  return new Date(placed.getTime() + ESTIMATED_DELIVERY_DAYS * 86_400_000).toISOString().slice(0, 10);
}

function toLine(row: LineRow, lang: Lang): OrderLine {
  return {
    id: row.id,
    product_id: row.productId,
    variant_id: row.variantId,
    sku: row.sku,
    name: lang === "ar" ? row.nameAr : row.nameEn,
    url: row.path,
    options: row.options,
    quantity: row.quantity,
    base_price: row.basePrice,
    price: row.price,
    total: round2(row.price * row.quantity),
    discount: row.discount,
    image_url: row.imageUrl,
  };
}

/** The boutique an order is collected at, with who collects it (named in its address). */
function toPickup(row: OrderRow, store: StoreLocation | null, ready: boolean): OrderPickup | null {
  if (!row.pickupStoreId || !store) return null;
  const a = row.shippingAddress as unknown as ShippingAddress;
  return { store, collector: { name: `${a.first_name} ${a.last_name}`.trim(), phone: a.phone }, ready };
}

/** `ready`: staff marked the order ready for collection (its `ready_for_collection` step). */
export function toOrder(
  row: OrderRow,
  lines: LineRow[],
  lang: Lang,
  store: StoreLocation | null = null,
  ready = false,
): Order {
  return {
    id: row.id,
    number: orderNumber(row.id, row.region),
    access_key: row.accessKey,
    region: row.region,
    locale: row.locale as Locale,
    customer_id: row.customerId,
    email: row.email,
    status: row.status as OrderStatus,
    currency: { code: row.currency },
    subtotal_inc_tax: row.subtotalIncTax,
    subtotal_ex_tax: row.subtotalExTax,
    tax_total: row.taxTotal,
    shipping_total: row.shippingTotal,
    promo_code: row.promoCode,
    discount_total: row.discountTotal,
    grand_total: row.grandTotal,
    payment_method: row.paymentMethod as PaymentMethod,
    shipping_address: row.shippingAddress as ShippingAddress,
    estimated_delivery: row.estimatedDelivery,
    created_time: row.createdAt.toISOString(),
    delivered_time: row.deliveredAt?.toISOString() ?? null,
    lines: lines.map((l) => toLine(l, lang)),
    pickup: toPickup(row, store, ready),
  };
}
