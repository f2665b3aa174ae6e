import { z } from "zod";
import { emailField, localeField, newPasswordField, regionField } from "@/lib/http/fields";

/**
 * Contracts of the sign-in, sign-up, verification, reset and sign-out routes (login needs email
 * and password, both strings). Shared with the client fetchers as types.
 */
const password = z
  .string({ error: "must be a string" })
  .min(1, { error: "is required" })
  .max(128, { error: "is too long" });
const name = z
  .string({ error: "must be a string" })
  .trim()
  .min(1, { error: "is required" })
  .max(60, { error: "is too long" });
const token = z.string().min(20).max(100);

export const loginBody = z.object({ email: emailField, password, region: regionField });
export const signUpBody = z.object({
  email: emailField,
  password: newPasswordField,
  firstName: name,
  lastName: name,
  region: regionField,
  locale: localeField,
});
export const verifyEmailBody = z.object({ email: emailField, token, region: regionField });
export const resendVerificationBody = z.object({ email: emailField, region: regionField, locale: localeField });
export const resetRequestBody = z.object({ email: emailField, region: regionField, locale: localeField });
export const resetCompleteBody = z.object({
  email: emailField,
  token,
  password: newPasswordField,
  region: regionField,
});
export const updatePasswordBody = z.object({
  currentPassword: password,
  password: newPasswordField,
  region: regionField,
});
export const logoutBody = z.object({ cartId: z.uuid().optional(), region: regionField });
export const mergeCartBody = z.object({ guestCartId: z.uuid().optional(), region: regionField, locale: localeField });

export type LoginBody = z.infer<typeof loginBody>;
export type SignUpBody = z.infer<typeof signUpBody>;
