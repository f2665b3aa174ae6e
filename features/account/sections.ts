import type { Locale } from "@/lib/i18n/locales";

/** The account menu, in its order; each slug is a page under `/{locale}/account/`. */
export const ACCOUNT_SECTIONS = [
  "account-overview",
  "my-orders",
  "my-returns",
  "my-reviews",
  "my-wishlist",
  "my-details",
  "address-book",
  "payment-methods",
  "newsletter",
  "help-centre/order",
] as const;

export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/**
 * What an account address shows: a section, one order of my-orders (`orderId`), the return
 * flow of that order (`returnFlow`), or one return of my-returns (`returnId`).
 */
export type AccountRoute = { section: AccountSection; orderId?: number; returnFlow?: boolean; returnId?: number };

/**
 * `/account` is the overview; `/account/my-orders/{id}` an order and `.../{id}/return` its return
 * flow; `/account/my-returns/{id}` a return; anything else unknown is `null` (404).
 */
export function parseAccountPath(segments: string[] | undefined): AccountRoute | null {
  if (!segments || segments.length === 0) return { section: "account-overview" };
  const path = segments.join("/");
  if ((ACCOUNT_SECTIONS as readonly string[]).includes(path)) return { section: path as AccountSection };
  const order = /^my-orders\/(\d{1,9})(\/return)?$/.exec(path);
  if (order && Number(order[1]) > 0)
    return { section: "my-orders", orderId: Number(order[1]), ...(order[2] && { returnFlow: true }) };
  const request = /^my-returns\/(\d{1,9})$/.exec(path);
  if (request && Number(request[1]) > 0) return { section: "my-returns", returnId: Number(request[1]) };
  return null;
}

export const accountPath = (locale: Locale, section: AccountSection = "account-overview") =>
  `/${locale}/account/${section}`;
export const orderPath = (locale: Locale, orderId: number) => `/${locale}/account/my-orders/${orderId}`;
export const returnFlowPath = (locale: Locale, orderId: number) => `/${locale}/account/my-orders/${orderId}/return`;
export const returnPagePath = (locale: Locale, returnId: number) => `/${locale}/account/my-returns/${returnId}`;
export const helpCentrePath = (locale: Locale) => `/${locale}/help-centre`;
