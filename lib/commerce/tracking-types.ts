import type { Locale } from "@/lib/i18n/locales";
import type { OrderStatus } from "./cart-types";
import type { FulfilmentMethod } from "./pickup-types";
import type { StoreLocation } from "./types";

/**
 * Where an order is, as the shopper's tracking timeline shows it (the track-order page, My orders,
 * the shipping e-mails). `placed` is the order itself; the other steps are written as they happen
 * (by staff on the embedded store; read from the hosted store's order status and shipments).
 */
export const DELIVERY_STEPS = ["placed", "confirmed", "shipped", "out_for_delivery", "delivered"] as const;
/** The path of an order collected at a boutique: made ready there, then handed to the collector. */
export const PICKUP_STEPS = ["placed", "confirmed", "ready_for_collection", "collected"] as const;
export type TrackingStep = (typeof DELIVERY_STEPS)[number] | (typeof PICKUP_STEPS)[number] | "cancelled";

/** The steps staff move an order on to (shipped comes with its parcel: `addShipment`). */
export type AdvanceStep =
  "confirmed" | "out_for_delivery" | "delivered" | "ready_for_collection" | "collected" | "cancelled";
export const ADVANCE_STEPS = [
  "confirmed",
  "out_for_delivery",
  "delivered",
  "ready_for_collection",
  "collected",
  "cancelled",
] as const satisfies readonly AdvanceStep[];

export type TrackingShipment = {
  courier: string;
  tracking_number: string;
  tracking_url: string | null;
  shipped_time: string;
};

export type OrderTracking = {
  order_id: number;
  number: string;
  locale: Locale;
  status: OrderStatus;
  /**
   * The delivery path in order, each step with when it was reached (`null`: not yet). A
   * cancelled order shows the steps it reached, then `cancelled`.
   */
  timeline: { step: TrackingStep; at: string | null }[];
  shipments: TrackingShipment[];
  lines: {
    name: string;
    quantity: number;
    options: { name: string; value: string }[];
    image_url: string | null;
    url: string;
  }[];
  /** Delivered, or collected at `pickup_store` (the boutique is public: shown whole). */
  method: FulfilmentMethod;
  pickup_store: StoreLocation | null;
  /** The delivery address (or, for an order to collect, the collector) partly masked: enough to recognise it, not to learn it. */
  delivery: { name: string; street: string; city: string; postal_code: string; phone: string; country_code: string };
  estimated_delivery: string;
  /** The order's returns and where each is. */
  returns: { id: number; status: string; created_time: string }[];
};

/** Which steps may follow which, on the order's path: a cancelled, delivered or collected order moves no more. */
export function nextSteps(reached: TrackingStep, method: FulfilmentMethod = "delivery"): (AdvanceStep | "shipped")[] {
  if (method === "pickup") {
    if (reached === "placed") return ["confirmed", "ready_for_collection", "cancelled"];
    if (reached === "confirmed") return ["ready_for_collection", "cancelled"];
    // Not collected within the boutique's holding time: staff may still cancel it.
    if (reached === "ready_for_collection") return ["collected", "cancelled"];
    return [];
  }
  switch (reached) {
    case "placed":
      return ["confirmed", "shipped", "cancelled"];
    case "confirmed":
      return ["shipped", "cancelled"];
    case "shipped":
      return ["out_for_delivery", "delivered"];
    case "out_for_delivery":
      return ["delivered"];
    default:
      return [];
  }
}

/** A text shown partly: its first `keep` characters of each word, the rest as dots ("King Fahd" -> "Ki•• Fa••"). */
export function maskWords(text: string, keep = 2): string {
  return text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (word.length <= keep ? word : word.slice(0, keep) + "•".repeat(Math.min(word.length - keep, 6))))
    .join(" ");
}

/** A phone number showing its last two digits. */
export const maskPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, "");
  return digits.length <= 2 ? "••" : `${"•".repeat(Math.min(digits.length - 2, 8))}${digits.slice(-2)}`;
};

/**
 * The delivery address as the timeline shows it, the same rule for every store: the name's first
 * letters, the street's first two of each word, the city, the postal code's first two, the phone's
 * last two digits.
 */
export function maskedDelivery(a: {
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  postalCode: string;
  phone: string;
  countryCode: string;
}): OrderTracking["delivery"] {
  return {
    name: maskWords(`${a.firstName} ${a.lastName}`, 1),
    street: maskWords(a.street),
    city: a.city,
    postal_code: a.postalCode ? maskWords(a.postalCode, 2) : "",
    phone: maskPhone(a.phone),
    country_code: a.countryCode,
  };
}
