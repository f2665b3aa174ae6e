import type { Locale } from "@/lib/i18n/locales";
import type { ShippingAddress } from "./cart-types";

/**
 * Online returns (ADR 0014). A return moves forward through these statuses, each
 * with a date; `cancelled` only from `requested` (the shopper), `refused` only after inspection.
 */
export const RETURN_STATUSES = [
  "requested",
  "collection_scheduled",
  "collected",
  "received",
  "inspected",
  "refunded",
  "refused",
  "cancelled",
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** The way forward a return takes when nothing goes wrong; `refused` and `cancelled` end it early. */
export const RETURN_PATH: readonly ReturnStatus[] = [
  "requested",
  "collection_scheduled",
  "collected",
  "received",
  "inspected",
  "refunded",
];
export const FINAL_RETURN_STATUSES: readonly ReturnStatus[] = ["refunded", "refused", "cancelled"];

/**
 * The nine return reasons the shopper chooses from, as stable codes (labels in locales/{en,ar}/returns).
 * `product-damaged` is the policy's "Faulty": refunded, never replaced.
 */
export const RETURN_REASONS = [
  "no-longer-needed",
  "inaccurate-description",
  "bought-by-mistake",
  "better-price",
  "product-damaged",
  "arrived-too-late",
  "wrong-item",
  "extra-item",
  "not-approved",
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const FAULTY_REASON: ReturnReason = "product-damaged";

/**
 * Why an order line (or a whole request) cannot be returned; each has a translated sentence
 * (`returns.why.{code}`). Line codes come with the eligibility; request codes answer a create.
 */
export type LineRefusal = "notDelivered" | "windowClosed" | "coinsBars" | "alreadyReturned";
export type RequestRefusal =
  LineRefusal | "bundleWhole" | "sealNotConfirmed" | "tooMany" | "unknownLine" | "noLines" | "collectionDate";

/** One order line as the return flow sees it. */
export type ReturnableLine = {
  order_line_id: number;
  product_id: number;
  sku: string;
  name: string;
  url: string;
  image_url: string | null;
  options: { name: string; value: string }[];
  price: number;
  quantity: number;
  /** Quantity still returnable: bought minus in an open or finished return. */
  returnable: number;
  /** Why nothing (more) of it can be returned; `null` when `returnable` > 0. */
  refusal: LineRefusal | null;
  /** Pierced jewellery: the shopper must confirm the hygiene seal is unbroken. */
  pierced: boolean;
  /** Lines of one promotional bundle share a key and are returned whole. */
  bundle: string | null;
};

/** What the return flow needs to know about an order of hers. */
export type ReturnableOrder = {
  order_id: number;
  number: string;
  currency: string;
  payment_method: string;
  delivered_time: string | null;
  /** Last calendar day (country time) a return can be requested, `null` before delivery. */
  last_day: string | null;
  window_days: number;
  lines: ReturnableLine[];
  /** The collection dates on offer: the country's next working days (YYYY-MM-DD). */
  collection_dates: string[];
};

export type NewReturn = {
  orderId: number;
  lines: { orderLineId: number; quantity: number }[];
  reason: ReturnReason;
  comment?: string;
  /** Required when a pierced line is returned. */
  sealConfirmed: boolean;
  collectionAddress: ShippingAddress;
  collectionDate: string;
  locale: Locale;
};

export type ReturnLine = {
  order_line_id: number;
  sku: string;
  name: string;
  url: string;
  image_url: string | null;
  options: { name: string; value: string }[];
  quantity: number;
  price: number;
  total: number;
};

export type ReturnEvent = { status: ReturnStatus; at: string; note: string | null };

export type ReturnRequest = {
  id: number;
  /** Shown to the shopper: "RKSA-100007". */
  number: string;
  order_id: number;
  order_number: string;
  customer_id: number;
  region: string;
  locale: Locale;
  status: ReturnStatus;
  reason: ReturnReason;
  comment: string | null;
  currency: string;
  payment_method: string;
  refund_estimate: number;
  collection_address: ShippingAddress;
  collection_date: string;
  /** An unusual return pattern: the account is flagged and this return is checked by a person first. */
  under_review: boolean;
  created_time: string;
  lines: ReturnLine[];
  events: ReturnEvent[];
};

/** The outcome of a create: the return, or why not (a 409 for `alreadyReturned`, else a 400/409 with the code). */
export type ReturnCreate =
  | { status: "ok"; request: ReturnRequest }
  | { status: "order-not-found" }
  | { status: "forbidden" }
  | { status: "refused"; code: RequestRefusal; lines?: number[] };
