import { z } from "zod";
import { emailField, idNumber, localeField, MAX_ID, regionField, typedLine } from "@/lib/http/fields";
import { QUEUES } from "@/lib/jobs/queues";
import { SEED_BRANDS } from "@/lib/db/seed/taxonomy";
import { THIRD_BRAND } from "@/lib/i18n/brands";

/** Contracts of the staff routes (ADR 0017), shared by the handlers and the staff area's fetchers. */
const cartId = z.uuid({ error: "must be a cart id (a UUID)" });

export const staffSignInBody = z.union(
  [
    z.object({
      email: emailField,
      password: z.string({ error: "must be text" }).min(1, { error: "is required" }).max(200),
    }),
    z.object({ token: z.string({ error: "must be text" }).min(1, { error: "is required" }).max(500) }),
  ],
  { error: "give an agent's email and password, or the staff token" },
);

/** An e-mail, an order number as shoppers quote it ("KSA-100042"), or an order id. */
export const lookupBody = z.object({ region: regionField, locale: localeField.optional(), query: typedLine(200) });

export const staffCartBody = z.object({ region: regionField, cartId, locale: localeField.optional() });

/** A copy of a cart, mailed as a guest-cart link; `email` when the cart is a guest's (a signed-in owner's address is used otherwise). */
export const sendCartCopyBody = z.object({
  region: regionField,
  cartId,
  locale: localeField,
  email: emailField.optional(),
});

export const newAgentBody = z.object({
  email: emailField,
  name: z.string({ error: "must be text" }).trim().min(1, { error: "is required" }).max(100),
});

export type StaffSignInBody = z.input<typeof staffSignInBody>;
export type LookupBody = z.input<typeof lookupBody>;
export type SendCartCopyBody = z.input<typeof sendCartCopyBody>;

/** A failed job sent back to its queue (the staff area's "Failed jobs"); pg-boss ids are UUIDs. */
export const retryJobBody = z.object({
  region: regionField,
  queue: z.enum(QUEUES, { error: "must be a job queue" }),
  id: z.uuid({ error: "must be a job id" }),
});

/**
 * A promotion code as typed: letters, digits, `-` and `_`, 3 to 32 of them (normalizeCode's rule),
 * upper-cased, as codes are stored and as shoppers' codes are read.
 */
const promotionCode = z
  .string({ error: "must be text" })
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, { error: "must be 3 to 32 letters, digits, - or _" })
  .transform((code) => code.toUpperCase());

/** Money in the country's currency, to the cent; the column holds at most ten whole digits. */
const amountOf = (field: z.ZodNumber) =>
  field
    .max(99_999_999, { error: "is too large" })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: "must have at most 2 decimals",
    });
const cap = (what: string) =>
  z
    .number({ error: `must be ${what}` })
    .int({ error: `must be ${what}` })
    .min(1, { error: "must be at least 1" })
    .max(MAX_ID, { error: "is too large" });
const moment = z.iso.datetime({ offset: true, error: "must be a date and time (ISO 8601)" });
const BRAND_KEYS = SEED_BRANDS.map((brand) => brand.key) as [string, ...string[]];

/**
 * A new code of the body's country (staff). A percentage is at most 100; the end comes after the
 * start; the country-only brand scopes only its country's codes (elsewhere the code would reach no
 * piece). Whether `categoryId` names a category is the route's check (400), against the store.
 */
export const createPromotionBody = z
  .object({
    region: regionField,
    code: promotionCode,
    kind: z.enum(["percent", "fixed"], { error: "must be percent or fixed" }),
    amount: amountOf(z.number({ error: "must be a number" }).positive({ error: "must be more than 0" })),
    minSubtotal: amountOf(z.number({ error: "must be a number" }).min(0, { error: "must be 0 or more" })).optional(),
    brandKey: z.enum(BRAND_KEYS, { error: `must be one of ${BRAND_KEYS.join(", ")}` }).optional(),
    categoryId: idNumber("a category id").optional(),
    startsAt: moment.optional(),
    endsAt: moment.optional(),
    maxUses: cap("a whole number of uses").optional(),
    maxUsesPerCustomer: cap("a whole number of uses").optional(),
  })
  .superRefine((body, context) => {
    if (body.kind === "percent" && body.amount > 100)
      context.addIssue({ code: "custom", path: ["amount"], message: "must be at most 100 for a percentage" });
    if (body.startsAt && body.endsAt && new Date(body.endsAt) <= new Date(body.startsAt))
      context.addIssue({ code: "custom", path: ["endsAt"], message: "must be after startsAt" });
    if (body.brandKey === THIRD_BRAND.key && !THIRD_BRAND.regions.includes(body.region))
      context.addIssue({ code: "custom", path: ["brandKey"], message: "is not sold in this country" });
  });

/** A code of the body's country paused (refused to shoppers as not active) or resumed (staff). */
export const pausePromotionBody = z.object({
  region: regionField,
  code: promotionCode,
  paused: z.boolean({ error: "must be true or false" }),
});

export type CreatePromotionBody = z.input<typeof createPromotionBody>;
export type PausePromotionBody = z.input<typeof pausePromotionBody>;
