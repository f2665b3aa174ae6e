import { z } from "zod";
import type { RegionCode } from "@/lib/i18n/locales";
import type { OrderLine } from "../cart-types";
import type { OrderPickup } from "../pickup-types";
import { DELIVERY_STEPS, maskedDelivery, PICKUP_STEPS, type OrderTracking, type TrackingStep } from "../tracking-types";
import { toOrder, type V2Order } from "./order-map";
import { toTrackingShipment, v2Instant, type V2Shipment } from "./parcel-map";

export { courierName, httpsLink, v2Instant, v2Shipment, type V2Shipment } from "./parcel-map";

/**
 * Orders v2 shipments and shipping addresses (tests/contracts/bigcommerce/orders.v2.oas2.yml) as
 * the shopper's tracking view, drawn the way the embedded store draws its own
 * (lib/commerce/embedded/tracking.ts). Loose objects: only the fields read here are checked, and
 * the ones the reference does not promise on every shipment are optional.
 */
export const v2ShippingAddress = z.looseObject({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  street_1: z.string(),
  city: z.string(),
  zip: z.string(),
  phone: z.string(),
  country_iso2: z.string(),
});
export type V2ShippingAddress = z.infer<typeof v2ShippingAddress>;

/** Statuses that mean the same on both paths: placed (Incomplete, Pending, Awaiting Payment), confirmed (Awaiting Fulfillment, Manual Verification Required), cancelled (Refunded, Cancelled, Declined). */
const SHARED_STEPS: Record<number, TrackingStep> = {
  0: "placed",
  1: "placed",
  7: "placed",
  11: "confirmed",
  12: "confirmed",
  4: "cancelled",
  5: "cancelled",
  6: "cancelled",
};
/** Where a status puts an order on the delivery path: shipped (Awaiting Shipment, Partially Shipped, Shipped), delivered (Completed). */
const DELIVERY_STATUS_STEPS: Record<number, TrackingStep> = {
  ...SHARED_STEPS,
  9: "shipped",
  3: "shipped",
  2: "shipped",
  10: "delivered",
};
/** Where a status puts an order to collect: ready for collection (Awaiting Pickup), collected (Completed). */
const PICKUP_STATUS_STEPS: Record<number, TrackingStep> = {
  ...SHARED_STEPS,
  8: "ready_for_collection",
  10: "collected",
};

const stepIndex = (step: TrackingStep) => DELIVERY_STEPS.indexOf(step as (typeof DELIVERY_STEPS)[number]);

/** The earliest parcel's date (a shipment's `date_created`), or `null` without a readable one. */
function firstParcelAt(shipments: V2Shipment[]): string | null {
  const dates = shipments.map((s) => v2Instant(s.date_created)).filter((d): d is string => d !== null);
  return dates.length ? dates.reduce((a, b) => (a < b ? a : b)) : null;
}

/**
 * The timeline of a hosted order. BigCommerce keeps a status, not the steps an order took, so the
 * step reached is read from the status (Pending, Awaiting Payment: placed; Awaiting Fulfillment,
 * Manual Verification Required: confirmed; Awaiting Shipment, Partially Shipped, Shipped: shipped;
 * Completed: delivered; Refunded, Cancelled, Declined: cancelled). A status the path names no step
 * for (Awaiting Pickup, Disputed, Partially Refunded) counts as confirmed: the order was taken and
 * nothing says it left. A parcel is proof that the order left, so with a shipment the order is at
 * least shipped whatever its status says.
 *
 * Dates: placed is `date_created`; shipped is the first parcel's `date_created`, else
 * `date_shipped`; delivered is `date_modified` (the account and the returns window read delivery
 * from the same field); BigCommerce has no out-for-delivery step, so it is known only from the
 * delivery and takes its date. The latest step reached without a date of its own takes
 * `date_modified`: the status change that reached it is the order's last change as far as the
 * order tells. Any earlier step reached without a date takes the date of the nearest dated step
 * on the path, the earlier one on a tie (BigCommerce confirms an order as it is paid at the
 * checkout, so a confirmation sits by the order rather than by its parcel). Every reached step
 * has a date, so the view's current step (the last dated one) is the step reached. Steps not
 * reached are `null`.
 *
 * A cancelled order shows the steps it is known to have reached (placed; shipped when a parcel or
 * `date_shipped` says so, with confirmed before it) and then `cancelled` at `date_modified`.
 */
export function trackingTimeline(
  o: Pick<V2Order, "status_id" | "date_created" | "date_modified" | "date_shipped">,
  shipments: V2Shipment[],
): OrderTracking["timeline"] {
  const created = v2Instant(o.date_created);
  const modified = v2Instant(o.date_modified);
  const shippedAt = firstParcelAt(shipments) ?? v2Instant(o.date_shipped);
  const byStatus = DELIVERY_STATUS_STEPS[o.status_id] ?? "confirmed";
  const cancelled = byStatus === "cancelled";

  let reached: TrackingStep;
  if (cancelled) reached = shippedAt ? "shipped" : "placed";
  else reached = shipments.length > 0 && stepIndex(byStatus) < stepIndex("shipped") ? "shipped" : byStatus;
  const last = stepIndex(reached);

  const own: (string | null)[] = DELIVERY_STEPS.map((step, i) => {
    if (i > last) return null;
    if (step === "placed") return created;
    if (step === "shipped") return shippedAt;
    if (step === "delivered" || step === "out_for_delivery") return reached === "delivered" ? modified : null;
    return null;
  });
  if (!cancelled && own[last] === null) own[last] = modified;
  const at = nearestDates(own, last, modified);
  const path = DELIVERY_STEPS.map((step, i) => ({ step: step as TrackingStep, at: at[i] ?? null }));
  return cancelled ? [...path.slice(0, last + 1), { step: "cancelled", at: modified }] : path;
}

/**
 * Dates of the steps up to `last`: a step without its own date takes the nearest dated step's on
 * the path (the earlier one on a tie), else `modified`; steps after `last` keep theirs (`null`).
 */
function nearestDates(own: (string | null)[], last: number, modified: string | null): (string | null)[] {
  return own.map((date, i) => {
    if (i > last || date !== null) return date;
    for (let d = 1; d <= last; d++) {
      const before = own[i - d];
      if (before) return before;
      const after = i + d <= last ? own[i + d] : null;
      if (after) return after;
    }
    return modified;
  });
}

/**
 * The timeline of a hosted order collected in store, on PICKUP_STEPS: Pending, Awaiting Payment:
 * placed; Awaiting Fulfillment, Manual Verification Required: confirmed; Awaiting Pickup: ready for
 * collection; Completed: collected; Refunded, Cancelled, Declined: cancelled. Any other status
 * (Awaiting Shipment, Shipped, Disputed, Partially Refunded: none means anything for a pickup)
 * counts as confirmed. Parcels play no part: nothing is shipped.
 *
 * Dates as on the delivery path: placed is `date_created`, the step reached is `date_modified`
 * (the status change that reached it), a step between takes the nearest dated step's date, the
 * earlier on a tie. A cancelled order shows placed and then `cancelled` at `date_modified`
 * (BigCommerce keeps no trace of whether it had been made ready).
 */
export function pickupTimeline(
  o: Pick<V2Order, "status_id" | "date_created" | "date_modified">,
): OrderTracking["timeline"] {
  const created = v2Instant(o.date_created);
  const modified = v2Instant(o.date_modified);
  const byStatus = PICKUP_STATUS_STEPS[o.status_id] ?? "confirmed";
  const cancelled = byStatus === "cancelled";
  const last = cancelled ? 0 : PICKUP_STEPS.indexOf(byStatus as (typeof PICKUP_STEPS)[number]);
  const own: (string | null)[] = PICKUP_STEPS.map((_, i) => (i === 0 ? created : null));
  if (!cancelled && own[last] === null) own[last] = modified;
  const at = nearestDates(own, last, modified);
  const path = PICKUP_STEPS.map((step, i) => ({ step: step as TrackingStep, at: at[i] ?? null }));
  return cancelled ? [path[0]!, { step: "cancelled", at: modified }] : path;
}

/** The address a parcel goes to, in the fields masked below (the order's shipping address, else its billing one). */
type DeliveryAddress = Pick<
  V2ShippingAddress,
  "first_name" | "last_name" | "street_1" | "city" | "zip" | "phone" | "country_iso2"
>;

/**
 * A hosted order's tracking view. `lines` are the order's lines as getOrder names them (the
 * shopper's language from the catalogue); number, locale, status and estimated delivery are
 * toOrder's, so the view and the order never disagree. The delivery address is the order's first
 * shipping address (the billing address when it has none: an order with nothing to ship), partly
 * masked as the embedded store masks it.
 *
 * An order collected in store (`parts.pickup`, read by orders.ts only for an order that may be
 * one) is on the pickup path (`pickupTimeline`) at its boutique, and its masked "delivery" is the
 * collector at the boutique's address (toOrder's shipping address of such an order).
 */
export function toOrderTracking(
  o: V2Order,
  parts: {
    lines: OrderLine[];
    shipments: V2Shipment[];
    shippingAddress: DeliveryAddress | null;
    returns: OrderTracking["returns"];
    pickup?: OrderPickup | null;
  },
  region: RegionCode,
): OrderTracking {
  const pickup = parts.pickup ?? null;
  const order = toOrder(o, parts.lines, region, null, pickup);
  const a: DeliveryAddress = parts.shippingAddress ?? o.billing_address;
  const shipments = [...parts.shipments].sort(
    (x, y) => (v2Instant(x.date_created) ?? "").localeCompare(v2Instant(y.date_created) ?? "") || x.id - y.id,
  );
  const at = order.shipping_address;
  const delivered = {
    firstName: a.first_name,
    lastName: a.last_name,
    street: a.street_1,
    city: a.city,
    postalCode: a.zip,
    phone: a.phone,
  };
  const collector = {
    firstName: at.first_name,
    lastName: at.last_name,
    street: at.street,
    city: at.city,
    postalCode: "",
    phone: at.phone,
  };
  return {
    order_id: order.id,
    number: order.number,
    locale: order.locale,
    status: order.status,
    method: pickup ? "pickup" : "delivery",
    pickup_store: pickup?.store ?? null,
    timeline: pickup ? pickupTimeline(o) : trackingTimeline(o, shipments),
    shipments: shipments.map(toTrackingShipment),
    lines: parts.lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      options: l.options,
      image_url: l.image_url,
      url: l.url,
    })),
    delivery: pickup
      ? maskedDelivery({ ...collector, countryCode: at.country_code })
      : maskedDelivery({ ...delivered, countryCode: (a.country_iso2 || region).toUpperCase() }),
    estimated_delivery: order.estimated_delivery,
    returns: parts.returns,
  };
}
