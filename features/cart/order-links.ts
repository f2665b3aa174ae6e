import "server-only";
import { createHmac } from "node:crypto";
import type { Order } from "@/lib/commerce/cart-types";
import type { Locale } from "@/lib/i18n/locales";
import { sameSecret } from "@/lib/http/same-secret";

/**
 * Links that rebuild a bag from an order (`/cart?order_id=&exp=&key=`), as the store's mails
 * carry them (abandoned-cart and repurchase mails). The key is an HMAC of the
 * order id and the expiry under the order's own access key, so a link cannot be stretched or
 * moved to another order, and works for ORDER_LINK_DAYS. The account page's "Order again" uses
 * the access key itself (no expiry: only the signed-in owner sees it).
 */
export const ORDER_LINK_DAYS = 30;

const sign = (order: Pick<Order, "id" | "access_key">, exp: number) =>
  createHmac("sha256", order.access_key).update(`${order.id}.${exp}`).digest("base64url");

export function orderLinkPath(order: Pick<Order, "id" | "access_key">, locale: Locale, now = new Date()): string {
  const exp = Math.floor(now.getTime() / 1000) + ORDER_LINK_DAYS * 86_400;
  return `/${locale}/cart?${new URLSearchParams({ order_id: String(order.id), exp: String(exp), key: sign(order, exp) })}`;
}

/** What a link's key says: `ok`, `expired` (a true key past its date), or `invalid` (no key of this order). */
export function checkOrderLink(
  order: Pick<Order, "id" | "access_key">,
  key: string,
  exp: number | undefined,
  now = new Date(),
): "ok" | "expired" | "invalid" {
  if (exp === undefined) return sameSecret(order.access_key, key) ? "ok" : "invalid";
  if (!sameSecret(sign(order, exp), key)) return "invalid";
  return exp * 1000 < now.getTime() ? "expired" : "ok";
}
