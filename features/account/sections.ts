import type { Locale } from "@/lib/i18n/locales";

/** The account menu of spec section 2, in its order; each slug is a page under `/{locale}/account/`. */
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

/** What an account address shows: a section, or one order of my-orders. */
export type AccountRoute = { section: AccountSection; orderId?: number };

/** `/account` is the overview; `/account/my-orders/{id}` an order; anything else unknown is `null` (404). */
export function parseAccountPath(segments: string[] | undefined): AccountRoute | null {
  if (!segments || segments.length === 0) return { section: "account-overview" };
  const path = segments.join("/");
  if ((ACCOUNT_SECTIONS as readonly string[]).includes(path)) return { section: path as AccountSection };
  const order = /^my-orders\/(\d{1,9})$/.exec(path);
  const orderId = order ? Number(order[1]) : 0;
  return orderId > 0 ? { section: "my-orders", orderId } : null;
}

export const accountPath = (locale: Locale, section: AccountSection = "account-overview") => `/${locale}/account/${section}`;
export const orderPath = (locale: Locale, orderId: number) => `/${locale}/account/my-orders/${orderId}`;
export const helpCentrePath = (locale: Locale) => `/${locale}/help-centre`;
