import { z } from "zod";
import { emailField, regionField } from "@/lib/http/fields";

/** The most JSON one event may carry: a page's event is a few hundred bytes; this stops a flood, not a shopper. */
export const MAX_PAYLOAD_BYTES = 8 * 1024;

const payload = z
  .record(z.string().max(64, { error: "keys must have at most 64 characters" }), z.unknown(), {
    error: "must be an object",
  })
  .refine((value) => JSON.stringify(value).length <= MAX_PAYLOAD_BYTES, {
    error: `must be at most ${MAX_PAYLOAD_BYTES} bytes of JSON`,
  });

/** `/engagement-customer`, `/engagement-customer/customer-event`, `/x7/entities` (ADR 0024): payload, region. */
export const portEventBody = z.object({ region: regionField, payload });

/** `/x7/custom-entities`: customerEmail, region; the address must be the signed-in customer's own. */
export const customEntitiesBody = z.object({ region: regionField, customerEmail: emailField });

export type PortEventBody = z.input<typeof portEventBody>;
