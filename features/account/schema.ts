import { z } from "zod";
import { emailField, idField, idNumber, localeField, regionField } from "@/lib/http/fields";
import type { CustomerPatch } from "@/lib/commerce/customer-types";
import type { RegionCode } from "@/lib/i18n/locales";
import { checkField, describeFieldError, FIELD_MAX_LENGTH, normalizeField } from "@/features/address";
import { addressPayload, checkAddress, normalizeAddress } from "@/features/address/schema";
import { attributeValueError } from "./attribute-rules";
import { NAME_MAX_LENGTH } from "./details-rules";

/**
 * Contracts of the customer, attribute, order, instrument and address routes,
 * shared by the route handlers and the client fetchers (which import types only). Bodies keep
 * the shapes the pages send; every route also takes the customer from the session (signedInCustomer), and
 * a body naming anyone else is 403. Ids are bounded (lib/http/fields.ts idField).
 */

const customerRef = idField("a customer id");
const orderId = idField("an order id");
const addressId = idField("an address id");
/**
 * signedInCustomer checks the identity fields of the raw body (zod drops undeclared keys). Bodies
 * whose spec shape names no customer still declare the usual ones (the hosted APIs send
 * `customer_id`, older callers `customerId`), so a bad id is a 400 naming the field, and a body
 * naming anyone else is 403, not ignored.
 */
const identity = { customerId: customerRef.optional(), customer_id: customerRef.optional() };

export const getCustomerBody = z.object({ customerId: customerRef, region: regionField });
export const attributesBody = z.object({ id: customerRef, region: regionField });
export const storeAttributesBody = z.object({ region: regionField });
export const instrumentsBody = z.object({ customerId: customerRef, region: regionField });
/** `locale` (not in the spec's bodies, optional): the language of the line names; English without it. */
export const allOrdersBody = z.object({
  email: emailField,
  region: regionField.optional(),
  locale: localeField.optional(),
  ...identity,
});
export const orderRefBody = z.object({ orderId, region: regionField, locale: localeField.optional(), ...identity });

const nameField = z
  .string({ error: "must be text" })
  .trim()
  .min(1, { error: "is required" })
  .max(NAME_MAX_LENGTH, { error: `must be at most ${NAME_MAX_LENGTH} characters` });

/** First and last name and phone; an empty or null phone removes it. Email is not changed here. */
const customerPayload = z.strictObject(
  {
    firstName: nameField.optional(),
    lastName: nameField.optional(),
    phone: z.string({ error: "must be text" }).max(FIELD_MAX_LENGTH.phone).nullable().optional(),
  },
  { error: "may hold only firstName, lastName and phone" },
);
type CustomerPayload = z.output<typeof customerPayload>;
type PatchProblem = { path: string[]; message: string };

/** A payload as the customer patch of a country: at least one field, the phone checked and normalised by the country's rule. */
export function customerPatch(
  payload: CustomerPayload,
  region: RegionCode,
): { patch: CustomerPatch } | { problem: PatchProblem } {
  if (Object.values(payload).every((v) => v === undefined))
    return { problem: { path: ["payload"], message: "must change at least one field" } };
  const { phone, ...names } = payload;
  const error = phone?.trim() ? checkField("phone", phone.trim(), region) : null;
  if (error) return { problem: { path: ["payload", "phone"], message: describeFieldError(error) } };
  return {
    patch:
      phone === undefined ? names : { ...names, phone: phone?.trim() ? normalizeField("phone", phone, region) : null },
  };
}

export const updateCustomerBody = z
  .object({ payload: customerPayload, region: regionField, ...identity })
  .superRefine((body, ctx) => {
    const result = customerPatch(body.payload, body.region);
    if ("problem" in result) ctx.addIssue({ code: "custom", ...result.problem });
  })
  .transform((body) => {
    const result = customerPatch(body.payload, body.region);
    return { ...body, payload: "patch" in result ? result.patch : {} };
  });

/**
 * POST /api/checkout-customer/updateCustomer (identifier, payload): the checkout's
 * change to the signed-in customer. `identifier` is her id or address (anyone else's is 403);
 * the country is her session's (`region`, when sent, must match it).
 */
export const checkoutCustomerBody = z.object({
  identifier: z.union([customerRef, emailField], { error: "must be the customer's id or email address" }),
  payload: customerPayload,
  region: regionField.optional(),
});

export const updateAttributesBody = z
  .object({
    payload: z
      .array(
        z.object({
          attribute_id: idNumber("an attribute id"),
          value: z.string({ error: "must be text" }).trim().max(200),
          customer_id: customerRef,
        }),
      )
      .min(1, { error: "must hold at least one value" })
      .max(20, { error: "must hold at most 20 values" }),
    region: regionField,
    ...identity,
  })
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.payload.forEach((entry, i) => {
      if (seen.has(entry.attribute_id))
        ctx.addIssue({ code: "custom", path: ["payload", i, "attribute_id"], message: "is given twice" });
      seen.add(entry.attribute_id);
      const error = attributeValueError(entry.attribute_id, entry.value, body.region);
      if (error) ctx.addIssue({ code: "custom", path: ["payload", i, "value"], message: error });
    });
  });

export const listAddressesBody = z.object({ region: regionField, ...identity });

export const addAddressBody = z
  .object({ region: regionField, payload: addressPayload, setDefault: z.boolean().optional(), ...identity })
  .superRefine((body, ctx) => checkAddress(body.payload, body.region, ctx))
  .transform((body) => ({ ...body, payload: normalizeAddress(body.payload, body.region) }));

/** An edit, a change of default, or both. */
export const updateAddressBody = z
  .object({
    region: regionField,
    addressId,
    payload: addressPayload.optional(),
    setDefault: z.boolean().optional(),
    ...identity,
  })
  .superRefine((body, ctx) => {
    if (!body.payload && body.setDefault === undefined)
      ctx.addIssue({ code: "custom", path: ["payload"], message: "or setDefault is required" });
    checkAddress(body.payload, body.region, ctx);
  })
  .transform((body) => ({ ...body, payload: body.payload ? normalizeAddress(body.payload, body.region) : null }));

export const deleteAddressBody = z.object({ region: regionField, addressId, ...identity });

export type GetCustomerBody = z.input<typeof getCustomerBody>;
export type AttributesBody = z.input<typeof attributesBody>;
export type UpdateCustomerBody = z.input<typeof updateCustomerBody>;
export type UpdateAttributesBody = z.input<typeof updateAttributesBody>;
export type StoreAttributesBody = z.input<typeof storeAttributesBody>;
export type AllOrdersBody = z.input<typeof allOrdersBody>;
export type OrderRefBody = z.input<typeof orderRefBody>;
export type InstrumentsBody = z.input<typeof instrumentsBody>;
export type ListAddressesBody = z.input<typeof listAddressesBody>;
export type AddAddressBody = z.input<typeof addAddressBody>;
export type UpdateAddressBody = z.input<typeof updateAddressBody>;
export type DeleteAddressBody = z.input<typeof deleteAddressBody>;

/** Codes of the account routes' failures, which the client maps to toast keys. */
export type AccountErrorCode =
  | "badRequest"
  | "signInRequired"
  | "forbidden"
  | "otherRegion"
  | "crossSite"
  | "attributeNotWritable"
  | "addressNotFound"
  | "addressBookFull"
  | "orderNotFound"
  | "customerNotFound"
  | "unavailable";
