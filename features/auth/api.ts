import { apiClient } from "@/lib/http/api-client";
import type { Cart } from "@/lib/commerce/cart-types";
import type { AttributeValue, Customer } from "@/lib/commerce/customer-types";
import type { Locale, RegionCode } from "@/lib/i18n/locales";

/**
 * Client fetchers of the account routes, on the one `/api` client. A failure's `code` is the
 * route's (invalidCredentials, verifyEmail, tooManyAttempts, emailTaken, ...) and its
 * `messageKey` the toast `auth.toast.{code}`; a code without a sentence of its own reads "failed".
 */
const TOAST_CODES = new Set([
  "invalidCredentials",
  "verifyEmail",
  "tooManyAttempts",
  "emailTaken",
  "verificationLinkInvalid",
  "resetLinkInvalid",
  "signInRequired",
  "badRequest",
]);

const client = apiClient<string>({ messageKey: (code) => `auth.toast.${TOAST_CODES.has(code) ? code : "failed"}` });
export const { failure: authFailure } = client;

/** The toast key of any failure of an account call. */
export const authErrorKey = (error: unknown): string => client.toError(error).messageKey;

const call = <T>(path: string, body: unknown, method: "post" | "put" = "post") => client[method]<T>(`/${path}`, body);

export const login = (body: { email: string; password: string; region: RegionCode }) =>
  call<{ customer: Customer }>("customer/login", body);
export const signUp = (body: {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  region: RegionCode;
  locale: Locale;
}) => call<{ verificationSent: true; email: string }>("customer/sign-up", body);
export const verifyEmail = (body: { email: string; token: string; region: RegionCode }) =>
  call<{ verified: true }>("verify/verification-email", body);
export const resendVerification = (body: { email: string; region: RegionCode; locale: Locale }) =>
  call<{ sent: true }>("verify/resend", body);
export const requestReset = (body: { email: string; region: RegionCode; locale: Locale }) =>
  call<{ sent: true }>("reset-password", body);
export const completeReset = (body: { email: string; token: string; password: string; region: RegionCode }) =>
  call<{ reset: true }>("reset-password/complete", body);
export const updatePassword = (body: { currentPassword: string; password: string; region: RegionCode }) =>
  call<{ updated: true }>("customer/update-password", body);
/** `checkoutLogoutUrl`: a hosted country's checkout logout address, loaded in a hidden frame. */
export const logout = (body: { cartId?: string; region: RegionCode }) =>
  call<{ signedOut: true; guestCartId: string | null; checkoutLogoutUrl?: string | null }>("customer/logout", body);
export const mergeCart = (body: { guestCartId?: string; region: RegionCode; locale: Locale }) =>
  call<Cart | null>("customer/merge-cart", body);
export const getAttributes = (body: { id: number; region: RegionCode }) =>
  call<AttributeValue[]>("v3/getAttributesByCustomerId", body);
export const getCustomer = (body: { customerId: number; region: RegionCode }) =>
  call<Customer>("customer/getCustomer", body, "put");
