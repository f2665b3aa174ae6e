import type { TrackingShipment } from "../tracking-types";
import { z } from "zod";

// An Orders v2 shipment as the shopper's parcel: the courier's name from the store's carrier slug,
// and its tracking link, only ever over https. A loose object: only the fields read here are
// checked (tests/contracts/bigcommerce/orders.v2.oas2.yml).

export const v2Shipment = z.looseObject({
  id: z.number().int(),
  date_created: z.string(),
  tracking_number: z.string(),
  shipping_provider: z.string().optional(),
  shipping_provider_display_name: z.string().optional(),
  tracking_carrier: z.string().optional(),
  tracking_link: z.string().optional(),
  generated_tracking_link: z.string().optional(),
});
export type V2Shipment = z.infer<typeof v2Shipment>;

/** A v2 date (RFC 2822) as ISO 8601; empty or unreadable (`date_shipped` is "" until the order ships) is `null`. */
export function v2Instant(text: string | null | undefined): string | null {
  if (!text) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** The couriers the Gulf stores ship with, by their tracking-carrier slug; any other slug is spelt out from its words. */
const CARRIER_NAMES: Record<string, string> = {
  aramex: "Aramex",
  smsa: "SMSA Express",
  "smsa-express": "SMSA Express",
  smsaexpress: "SMSA Express",
  naqel: "Naqel Express",
  "naqel-express": "Naqel Express",
  "saudi-post": "Saudi Post",
  spl: "Saudi Post",
  "emirates-post": "Emirates Post",
  "egypt-post": "Egypt Post",
  dhl: "DHL",
  fedex: "FedEx",
  ups: "UPS",
  usps: "USPS",
};

const spelt = (slug: string) =>
  slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");

/**
 * The courier a shopper reads: the shipping provider's display name when the shipment names a
 * provider (the store's integrated ones and third-party carriers), else the tracking carrier's
 * name (a slug such as `aramex`), else the provider's display name the store gave anyway.
 */
export function courierName(s: V2Shipment): string {
  const display = s.shipping_provider_display_name?.trim() ?? "";
  if (s.shipping_provider?.trim() && display) return display;
  const carrier = s.tracking_carrier?.trim().toLowerCase() ?? "";
  if (carrier) return CARRIER_NAMES[carrier] ?? spelt(carrier);
  return display;
}

/** A link from the store's data, kept only when it is an https address (never script, never plain http). */
export function httpsLink(text: string | null | undefined): string | null {
  const value = text?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A shipment as a parcel: the custom `tracking_link`, else the store's generated one, each only over https. */
export function toTrackingShipment(s: V2Shipment): TrackingShipment {
  return {
    courier: courierName(s),
    tracking_number: s.tracking_number.trim(),
    tracking_url: httpsLink(s.tracking_link) ?? httpsLink(s.generated_tracking_link),
    shipped_time: v2Instant(s.date_created) ?? "",
  };
}
