import type { RegionCode } from "@/lib/i18n/locales";
import { REGIONS, byRegion, type Region } from "@/lib/i18n/regions";
import { isValidPhone, normalizePhone } from "@/lib/phone";
import { isGovernorate } from "./governorates";

/**
 * The rules of an address and its contact fields (the checkout's form, the address book, a
 * return's collection address, the account's phone), without zod: the forms check fields as the
 * shopper types (and the browser bundle stays free of zod), and the routes' schemas
 * (checkout's place-order, schema.ts here for the address routes) run the very same checks, so
 * the two can never disagree.
 */
export const CHECKOUT_FIELDS = [
  "email",
  "first_name",
  "last_name",
  "street",
  "city",
  "governorate",
  "postal_code",
  "phone",
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutValues = Record<CheckoutField, string>;
/** The fields of an address (the checkout's fields without the email). */
export const ADDRESS_FIELDS = CHECKOUT_FIELDS.filter((f) => f !== "email") as Exclude<CheckoutField, "email">[];
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** A field's failure: a translation key under `checkout.errors` and what it interpolates. */
export type FieldError = {
  key: "required" | "email" | "phone" | "postalCode" | "governorate" | "tooLong";
  count?: number;
};

export const FIELD_MAX_LENGTH: Record<CheckoutField, number> = {
  email: 254,
  first_name: 60,
  last_name: 60,
  street: 200,
  city: 80,
  governorate: 40,
  postal_code: 10,
  phone: 20,
};

/** Postal codes, by the region registry: 5 digits in sa and eg; the UAE has none in use, so it is optional there (up to 6 digits). */
export const POSTAL_CODE_RULES: Readonly<Record<RegionCode, Region["postalCode"]>> = byRegion(
  (region) => region.postalCode,
);

// The pattern zod's z.email() uses: a practical address, no quoted local parts.
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits as ASCII: Arabic keyboards type them. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}

/** A phone as typed: the country code (+966, 00966) the page already shows is dropped. */
function phoneDigits(value: string, region: RegionCode): string | null {
  const typed = toAsciiDigits(value).trim();
  if (!/^[+\d][\d\s().-]*$/.test(typed)) return null;
  const code = REGIONS[region].phoneCode.slice(1);
  const digits = typed.replace(/\D/g, "");
  if (typed.startsWith("+")) return digits.startsWith(code) ? digits.slice(code.length) : null;
  return digits.startsWith(`00${code}`) ? digits.slice(code.length + 2) : digits;
}

export function checkField(field: CheckoutField, raw: string, region: RegionCode): FieldError | null {
  const value = raw.trim();
  if (value.length > FIELD_MAX_LENGTH[field]) return { key: "tooLong", count: FIELD_MAX_LENGTH[field] };
  switch (field) {
    case "postal_code": {
      const rule = POSTAL_CODE_RULES[region];
      if (!value) return rule.required ? { key: "required" } : null;
      const digits = toAsciiDigits(value);
      const ok = /^\d+$/.test(digits) && digits.length >= rule.min && digits.length <= rule.max;
      return ok ? null : { key: "postalCode", count: rule.max };
    }
    case "phone": {
      if (!value) return { key: "required" };
      const digits = phoneDigits(value, region);
      return digits !== null && isValidPhone(digits, region)
        ? null
        : { key: "phone", count: REGIONS[region].phoneLength };
    }
    default:
      if (!value) return { key: "required" };
      if (field === "email" && !EMAIL.test(value)) return { key: "email" };
      if (field === "governorate" && !isGovernorate(region, value)) return { key: "governorate" };
      return null;
  }
}

/** Every failing field of a form, in the form's order (the first is the one to focus). */
export function checkForm(values: CheckoutValues, region: RegionCode): Partial<Record<CheckoutField, FieldError>> {
  const errors: Partial<Record<CheckoutField, FieldError>> = {};
  for (const field of CHECKOUT_FIELDS) {
    const error = checkField(field, values[field] ?? "", region);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The stored form of a valid field: trimmed, ASCII digits, the phone as its national number. */
export function normalizeField(field: CheckoutField, raw: string, region: RegionCode): string {
  const value = raw.trim();
  if (field === "phone") return normalizePhone(phoneDigits(value, region) ?? value, region);
  if (field === "postal_code") return toAsciiDigits(value);
  if (field === "email") return value.toLowerCase();
  return value.replace(/\s+/g, " ");
}

/** English wording of a field failure, for the API's 400 message (the form translates its own). */
export function describeFieldError(error: FieldError): string {
  switch (error.key) {
    case "required":
      return "is required";
    case "email":
      return "must be an email address";
    case "phone":
      return `must be a mobile number of ${error.count} digits (one leading 0 allowed)`;
    case "postalCode":
      return `must be ${error.count} digits`;
    case "governorate":
      return "must be one of the country's governorates";
    case "tooLong":
      return `must be at most ${error.count} characters`;
  }
}
