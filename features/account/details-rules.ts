import type { RegionCode } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import { checkField } from "@/features/address";

/**
 * The rules of the my-details form, without zod: the form checks as the shopper types and the
 * routes' schema (schema.ts) runs the same functions, so the two never disagree. The phone
 * and address fields follow the address rules (features/address/rules.ts).
 */
export const TITLES = ["Mr", "Mrs", "Ms", "Miss", "Dr"] as const;
export type Title = (typeof TITLES)[number];
export const NAME_MAX_LENGTH = 60;

export const isTitle = (value: string): value is Title => (TITLES as readonly string[]).includes(value);

/**
 * Today's date where it is latest on Earth (UTC+14): a birthday typed just after midnight in
 * Riyadh or Cairo is never "in the future" because the server runs on UTC.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

/** A calendar date `YYYY-MM-DD` that exists (no 31 February), from 1900 on. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= "1900-01-01";
}

export type DateError = "date" | "future";

/** Date of birth: a real date, not after today. Empty clears it. */
export function checkBirthDate(value: string, now?: Date): DateError | null {
  if (value === "") return null;
  if (!isIsoDate(value)) return "date";
  return value > latestToday(now) ? "future" : null;
}

/** Anniversary: a real date (an upcoming one is allowed). Empty clears it. */
export function checkAnniversary(value: string): DateError | null {
  return value === "" || isIsoDate(value) ? null : "date";
}

export const DETAILS_FIELDS = ["title", "firstName", "lastName", "phone", "dateOfBirth", "anniversary"] as const;
export type DetailsField = (typeof DETAILS_FIELDS)[number];
export type DetailsValues = Record<DetailsField, string>;
/** A failure: a key under `account.details.errors` and the number it interpolates. */
export type DetailsError = { key: "required" | "tooLong" | "phone" | "date" | "future"; count?: number };

/** Every failing field of the form, in the form's order (the first is the one to focus). */
export function checkDetails(
  values: DetailsValues,
  region: RegionCode,
  now?: Date,
): Partial<Record<DetailsField, DetailsError>> {
  const errors: Partial<Record<DetailsField, DetailsError>> = {};
  for (const field of ["firstName", "lastName"] as const) {
    const value = values[field].trim();
    if (!value) errors[field] = { key: "required" };
    else if (value.length > NAME_MAX_LENGTH) errors[field] = { key: "tooLong", count: NAME_MAX_LENGTH };
  }
  const phone = values.phone.trim() ? checkField("phone", values.phone, region) : null;
  if (phone) errors.phone = { key: "phone", count: REGIONS[region].phoneLength };
  const birth = checkBirthDate(values.dateOfBirth, now);
  if (birth) errors.dateOfBirth = { key: birth };
  const anniversary = checkAnniversary(values.anniversary);
  if (anniversary) errors.anniversary = { key: anniversary };
  return errors;
}
