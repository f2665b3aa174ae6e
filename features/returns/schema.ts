import { z } from "zod";
import { localeField, regionField } from "@/lib/http/fields";
import { RETURN_REASONS, RETURN_STATUSES } from "@/lib/commerce/return-types";
import { LOCALES } from "@/lib/i18n/locales";
import { addressPayload, checkAddress, normalizeAddress } from "@/features/address/schema";
import { idField } from "@/lib/http/fields";

/**
 * Contracts of /api/returns (ADR 0014), shared by the route handlers and the client fetchers
 * (types only). The customer always comes from the session; `customerId` in a body is checked
 * against it by signedInCustomer like every customer route.
 */
export const RETURN_COMMENT_MAX = 500;
const identity = { customerId: idField("a customer id").optional(), customer_id: idField("a customer id").optional() };

export const createReturnBody = z
  .object({
    region: regionField,
    locale: localeField,
    orderId: idField("an order id"),
    lines: z
      .array(
        z.object({
          orderLineId: idField("an order line id"),
          quantity: z
            .number({ error: "must be a whole number" })
            .int({ error: "must be a whole number" })
            .min(1)
            .max(99),
        }),
      )
      .min(1, { error: "must name at least one item" })
      .max(100, { error: "must name at most 100 items" }),
    reason: z.enum(RETURN_REASONS, { error: `must be one of ${RETURN_REASONS.join(", ")}` }),
    comment: z
      .string({ error: "must be text" })
      .trim()
      .max(RETURN_COMMENT_MAX, { error: `must be at most ${RETURN_COMMENT_MAX} characters` })
      .optional(),
    sealConfirmed: z.boolean({ error: "must be true or false" }).default(false),
    collectionAddress: addressPayload,
    collectionDate: z.iso.date({ error: "must be a date (YYYY-MM-DD)" }),
    ...identity,
  })
  .superRefine((body, ctx) => {
    if (LOCALES[body.locale].region !== body.region)
      ctx.addIssue({ code: "custom", path: ["locale"], message: "must be a locale of the region" });
    checkAddress(body.collectionAddress, body.region, ctx, "collectionAddress");
  })
  .transform((body) => ({
    ...body,
    collectionAddress: {
      ...normalizeAddress(body.collectionAddress, body.region),
      country_code: body.region.toUpperCase(),
    },
  }));

/** The return flow's view of one order. */
export const returnableBody = z.object({
  region: regionField,
  locale: localeField,
  orderId: idField("an order id"),
  ...identity,
});
export const listReturnsBody = z.object({
  region: regionField,
  locale: localeField,
  orderId: idField("an order id").optional(),
  ...identity,
});
export const returnRefBody = z.object({
  region: regionField,
  locale: localeField,
  returnId: idField("a return id"),
  ...identity,
});

/** Staff: the next status, or a named one (after inspection: refunded or refused). */
export const advanceReturnBody = z.object({
  region: regionField,
  returnId: idField("a return id"),
  to: z.enum(RETURN_STATUSES).optional(),
  note: z.string().trim().max(500).optional(),
});
export const deliverOrderBody = z.object({
  region: regionField,
  orderId: idField("an order id"),
  at: z.iso.datetime({ offset: true }).optional(),
});

export type CreateReturnBody = z.input<typeof createReturnBody>;
export type ReturnableBody = z.input<typeof returnableBody>;
export type ListReturnsBody = z.input<typeof listReturnsBody>;
export type ReturnRefBody = z.input<typeof returnRefBody>;
