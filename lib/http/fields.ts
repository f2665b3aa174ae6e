import { z } from "zod";
import { LOCALE_CODES, type Locale } from "@/lib/i18n/locales";

/** Request fields every contract shares (each domain's `schema.ts` builds on these). */
export const REGION_CODES = ["sa", "ae", "eg"] as const;
export const regionField = z.enum(REGION_CODES, { error: `must be one of ${REGION_CODES.join(", ")}` });
export const localeField = z.enum(LOCALE_CODES as [Locale, ...Locale[]], { error: `must be one of ${LOCALE_CODES.join(", ")}` });
export const emailField = z
  .string({ error: "must be an email address" })
  .trim()
  .max(254, { error: "is too long" })
  .pipe(z.email({ error: "must be an email address" }));
/** Passwords: 8 to 128 characters (the spec shows no rule; ADR 0013). */
export const newPasswordField = z.string({ error: "must be a string" }).min(8, { error: "must have at least 8 characters" }).max(128, { error: "must have at most 128 characters" });
