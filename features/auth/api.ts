import type { Cart } from "@/lib/commerce/cart-types";
import type { AttributeValue, Customer } from "@/lib/commerce/customer-types";
import type { Locale, RegionCode } from "@/lib/i18n/locales";

/**
 * Client fetchers of the account routes. A failure is an `AuthApiError` whose `code` is the
 * route's (invalidCredentials, verifyEmail, tooManyAttempts, emailTaken, ...) and maps to the
 * toast key `auth.toast.{code}`.
 */
export class AuthApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = "AuthApiError";
  }
}

type Envelope<T> = { hasError: false; response: T } | { hasError: true; error: string; code?: string };

async function call<T>(path: string, body: unknown, method = "POST"): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body), signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new AuthApiError(error instanceof Error ? error.message : "Network Error", 0, "failed");
  }
  const data = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!data) throw new AuthApiError(`Request failed with status code ${response.status}`, response.status, "failed");
  if (data.hasError) throw new AuthApiError(data.error, response.status, data.code ?? (response.status === 401 ? "signInRequired" : "failed"));
  return data.response;
}

export const login = (body: { email: string; password: string; region: RegionCode }) => call<{ customer: Customer }>("customer/login", body);
export const signUp = (body: { email: string; password: string; firstName: string; lastName: string; region: RegionCode; locale: Locale }) =>
  call<{ verificationSent: true; email: string }>("customer/sign-up", body);
export const verifyEmail = (body: { email: string; token: string; region: RegionCode }) => call<{ verified: true }>("verify/verification-email", body);
export const resendVerification = (body: { email: string; region: RegionCode; locale: Locale }) => call<{ sent: true }>("verify/resend", body);
export const requestReset = (body: { email: string; region: RegionCode; locale: Locale }) => call<{ sent: true }>("reset-password", body);
export const completeReset = (body: { email: string; token: string; password: string; region: RegionCode }) => call<{ reset: true }>("reset-password/complete", body);
export const updatePassword = (body: { currentPassword: string; password: string; region: RegionCode }) => call<{ updated: true }>("customer/update-password", body);
export const logout = (body: { cartId?: string; region: RegionCode }) => call<{ signedOut: true; guestCartId: string | null }>("customer/logout", body);
export const mergeCart = (body: { guestCartId?: string; region: RegionCode; locale: Locale }) => call<Cart | null>("customer/merge-cart", body);
export const getAttributes = (body: { id: number; region: RegionCode }) => call<AttributeValue[]>("v3/getAttributesByCustomerId", body);
export const getCustomer = (body: { customerId: number; region: RegionCode }) => call<Customer>("customer/getCustomer", body, "PUT");
