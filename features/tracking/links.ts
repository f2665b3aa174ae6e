import "server-only";
import { createHmac } from "node:crypto";
import type { Order } from "@/lib/commerce/cart-types";
import type { Locale } from "@/lib/i18n/locales";
import { sameSecret } from "@/lib/http/same-secret";

/**
 * The track-order page's signed link, as the confirmation and shipping e-mails carry it
 * (`/{locale}/track-order?order=&exp=&key=`): it opens the order's timeline with no form. The key
 * is an HMAC of the order id and the expiry under the order's own access key, so a link cannot be
 * moved to another order or stretched; it works for TRACKING_LINK_DAYS (an order is delivered or
 * returned well within them).
 */
export const TRACKING_LINK_DAYS = 120;

const sign = (order: Pick<Order, "id" | "access_key">, exp: number) =>
  createHmac("sha256", order.access_key).update(`track.${order.id}.${exp}`).digest("base64url");

export function trackingPath(order: Pick<Order, "id" | "access_key">, locale: Locale, now = new Date()): string {
  const exp = Math.floor(now.getTime() / 1000) + TRACKING_LINK_DAYS * 86_400;
  return `/${locale}/track-order?${new URLSearchParams({ order: String(order.id), exp: String(exp), key: sign(order, exp) })}`;
}

/** Whether a link's key opens this order now; an order without an access key (a hosted one) never. */
export function trackingLinkOpens(
  order: Pick<Order, "id" | "access_key">,
  key: string,
  exp: number,
  now = new Date(),
): boolean {
  if (!order.access_key || !Number.isSafeInteger(exp)) return false;
  return sameSecret(sign(order, exp), key) && exp * 1000 >= now.getTime();
}
