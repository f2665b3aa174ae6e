import { z } from "zod";
import { LOCALES, LOCALE_CODES, REGION_CODES, type Locale } from "@/lib/i18n/locales";
import { ADDRESS_FIELDS, checkField, describeFieldError, normalizeField } from "@/features/address";
import { idField, regionField } from "@/lib/http/fields";
import { COLLECTOR_FIELDS } from "./collector-fields";

/**
 * Contract of POST /api/checkout/place-order, shared by the route and the client fetcher (which
 * imports types only: the form checks fields with features/address's rules, the same checks this schema runs).
 * Identity never comes from the body: a signed-in shopper's customer id is the session's. The
 * email is required of everyone, signed in or not (the confirmation mail goes to it).
 */
const text = z.string({ error: "must be text" });

export const placeOrderBody = z
  .object({
    cartId: z.uuid({ error: "must be a cart id (a UUID)" }),
    region: z.enum(REGION_CODES, { error: `must be one of ${REGION_CODES.join(", ")}` }),
    locale: z.enum(LOCALE_CODES as [Locale, ...Locale[]], { error: `must be one of ${LOCALE_CODES.join(", ")}` }),
    email: text,
    /** For an order to collect, only the collector's name and phone: the boutique's address is the order's. */
    shipping_address: z.object({
      first_name: text,
      last_name: text,
      street: text.optional().default(""),
      city: text.optional().default(""),
      governorate: text.optional().default(""),
      postal_code: text.optional().default(""),
      phone: text,
    }),
    /** Collect in store at this boutique of the country (its own stock; no delivery charge). Absent: delivered. */
    pickup: z.object({ store_id: idField("a store id") }, { error: "must be { store_id }" }).optional(),
    payment_method: z.literal("cod", { error: 'must be "cod" (cash on delivery, the only method)' }),
    /**
     * One per checkout attempt, made by the browser and sent again with every retry of it: a
     * retry after the order was placed gets the order back; the cart id alone never does.
     */
    idempotencyKey: z.uuid({ error: "must be a UUID" }).optional(),
  })
  .superRefine((body, ctx) => {
    if (LOCALES[body.locale].region !== body.region) {
      ctx.addIssue({ code: "custom", path: ["locale"], message: `must be a locale of region ${body.region}` });
    }
    const email = checkField("email", body.email, body.region);
    if (email) ctx.addIssue({ code: "custom", path: ["email"], message: describeFieldError(email) });
    for (const field of body.pickup ? COLLECTOR_FIELDS : ADDRESS_FIELDS) {
      const error = checkField(field, body.shipping_address[field], body.region);
      if (error)
        ctx.addIssue({ code: "custom", path: ["shipping_address", field], message: describeFieldError(error) });
    }
  })
  .transform((body) => ({
    ...body,
    email: normalizeField("email", body.email, body.region),
    shipping_address: Object.fromEntries(
      ADDRESS_FIELDS.map((f) => [
        f,
        body.pickup && !COLLECTOR_FIELDS.includes(f) ? "" : normalizeField(f, body.shipping_address[f], body.region),
      ]),
    ) as Record<(typeof ADDRESS_FIELDS)[number], string>,
  }));

export type PlaceOrderBody = z.input<typeof placeOrderBody>;
export type PlaceOrderData = z.output<typeof placeOrderBody>;

/** The 201 answer: where the shopper goes next. */
export type PlacedOrder = { orderId: number; number: string; accessKey: string; confirmationUrl: string };

/** Error codes the client maps to translated toasts. */
export type CheckoutErrorCode =
  "badRequest" | "cartNotFound" | "forbidden" | "outOfStock" | "alreadyOrdered" | "promoRefused" | "unavailable";

export type OutOfStockItem = { sku: string; available: number; requested: number };

/**
 * POST /api/customer/jwt: `data` is the checkout address she is going to; the
 * answer's `data` is the link that signs her in there (a hosted country) or the address itself.
 * `customerId`, when sent, must be the session's (features/customer/server.ts).
 */
export const customerJwtBody = z.object({
  data: z
    .string({ error: "must be an address" })
    .trim()
    .min(1, { error: "is required" })
    .max(2048, { error: "is too long" }),
  region: regionField,
  customerId: idField("a customer id").optional(),
});
