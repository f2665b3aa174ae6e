import { z } from "zod";
import { LOCALE_CODES, REGION_CODES, type Locale } from "@/lib/i18n/locales";
import { ADVANCE_STEPS } from "@/lib/commerce/tracking-types";

/**
 * POST /api/orders/track: the order number as the shopper has it ("KSA-100042", "100042") and the
 * e-mail or phone number the order was placed with. Both are checked by the server; a wrong pair
 * and an unknown order get the same answer.
 */
export const trackOrderBody = z.object({
  region: z.enum(REGION_CODES, { error: `must be one of ${REGION_CODES.join(", ")}` }),
  locale: z.enum(LOCALE_CODES as [Locale, ...Locale[]], { error: `must be one of ${LOCALE_CODES.join(", ")}` }),
  order: z
    .string({ error: "must be an order number" })
    .trim()
    .min(1, { error: "must be an order number" })
    .max(30, { error: "must be at most 30 characters" }),
  contact: z
    .string({ error: "must be an e-mail address or a phone number" })
    .trim()
    .min(3, { error: "must be an e-mail address or a phone number" })
    .max(254, { error: "must be at most 254 characters" }),
});

export type TrackOrderBody = z.input<typeof trackOrderBody>;

const regionField = z.enum(REGION_CODES, { error: `must be one of ${REGION_CODES.join(", ")}` });
const orderId = z
  .number({ error: "must be an order id" })
  .int({ error: "must be an order id" })
  .min(1, { error: "must be an order id" })
  .max(2_147_483_647, { error: "must be an order id" });

/** POST /api/staff/orders/ship (staff): a parcel handed to a courier. */
export const shipOrderBody = z.object({
  region: regionField,
  orderId,
  courier: z
    .string({ error: "must be the courier's name" })
    .trim()
    .min(2, { error: "must be the courier's name" })
    .max(60, { error: "must be at most 60 characters" }),
  trackingNumber: z
    .string({ error: "must be the parcel's tracking number" })
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, { error: "must be the parcel's tracking number (4 to 40 letters, digits or -)" }),
  trackingUrl: z
    .url({ protocol: /^https$/, error: "must be an https address" })
    .max(500, { error: "must be at most 500 characters" })
    .optional(),
});

/** POST /api/staff/orders/advance (staff): the order's next step. */
export const advanceOrderBody = z.object({
  region: regionField,
  orderId,
  step: z.enum(ADVANCE_STEPS, { error: `must be one of ${ADVANCE_STEPS.join(", ")}` }),
});
