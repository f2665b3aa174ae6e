import { z } from "zod";
import { LOCALE_CODES, REGION_CODES, type Locale } from "@/lib/i18n/locales";

/** Request fields every contract shares (each domain's `schema.ts` builds on these). */
export { REGION_CODES };
export const regionField = z.enum(REGION_CODES, { error: `must be one of ${REGION_CODES.join(", ")}` });
export const localeField = z.enum(LOCALE_CODES as [Locale, ...Locale[]], {
  error: `must be one of ${LOCALE_CODES.join(", ")}`,
});
export const emailField = z
  .string({ error: "must be an email address" })
  .trim()
  .max(254, { error: "is too long" })
  .pipe(z.email({ error: "must be an email address" }));
/**
 * Ids are bounded to PostgreSQL's integer (and the hosted stores' ids fit it too), so a huge or
 * fractional number is a 400 naming the field, never a database error turned 503.
 */
/**
 * One line a person typed (a search, a look-up): trimmed, 1 to `max` characters, no control
 * characters (PostgreSQL refuses NUL in text, and no keyboard types them).
 */
export const typedLine = (max: number) =>
  z
    .string({ error: "must be text" })
    .trim()
    .min(1, { error: "is required" })
    .max(max, { error: `must have at most ${max} characters` })
    .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), { error: "must not contain control characters" });

export const MAX_ID = 2_147_483_647;
export const idNumber = (what: string) =>
  z
    .number({ error: `must be ${what}` })
    .int({ error: `must be ${what}` })
    .positive({ error: `must be ${what}` })
    .max(MAX_ID, { error: `must be ${what}` });
/** A number, or its digits as a string (the spec's callers send either). */
export const idField = (what: string) =>
  z.union(
    [
      idNumber(what),
      z
        .string()
        .regex(/^\d{1,10}$/, { error: `must be ${what}` })
        .transform(Number)
        .pipe(idNumber(what)),
    ],
    { error: `must be ${what}` },
  );
/** A customer id where 0 means a guest. */
export const customerIdNumber = z
  .number({ error: "must be a customer id" })
  .int({ error: "must be a customer id" })
  .min(0, { error: "must be a customer id" })
  .max(MAX_ID, { error: "must be a customer id" });

/** Passwords: 8 to 128 characters (the spec shows no rule; ADR 0013). */
export const newPasswordField = z
  .string({ error: "must be a string" })
  .min(8, { error: "must have at least 8 characters" })
  .max(128, { error: "must have at most 128 characters" });
