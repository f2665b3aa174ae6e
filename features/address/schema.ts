import { z } from "zod";
import type { RegionCode } from "@/lib/i18n/locales";
import { ADDRESS_FIELDS, checkField, describeFieldError, normalizeField } from "./rules";

/**
 * The address in a route's body (the address book's routes, a return's collection address): its
 * shape, the rules of rules.ts for the body's country, then the stored form of each field. A
 * public entry of its own, so the browser code that imports the rules never loads zod.
 */
const text = z.string({ error: "must be text" });
export const addressPayload = z.object({
  first_name: text,
  last_name: text,
  street: text,
  city: text,
  governorate: text,
  postal_code: text.optional().default(""),
  phone: text,
});
export type AddressPayload = z.output<typeof addressPayload>;

/** The address's rules for each field, for the body's country. */
export function checkAddress(
  payload: AddressPayload | undefined,
  region: RegionCode,
  ctx: z.RefinementCtx,
  at = "payload",
) {
  if (!payload) return;
  for (const field of ADDRESS_FIELDS) {
    const error = checkField(field, payload[field], region);
    if (error) ctx.addIssue({ code: "custom", path: [at, field], message: describeFieldError(error) });
  }
}

/** The stored form of each field. */
export const normalizeAddress = (payload: AddressPayload, region: RegionCode) =>
  Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, normalizeField(f, payload[f], region)])) as Record<
    (typeof ADDRESS_FIELDS)[number],
    string
  >;
