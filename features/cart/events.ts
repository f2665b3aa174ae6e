import "server-only";
import { randomUUID } from "node:crypto";
import { after } from "next/server";
import type { Cart } from "@/lib/commerce/cart-types";
import { recordMarketingEvent, type CartUpdateEvent } from "@/lib/analytics/marketing";
import { LOCALES, type Locale, type RegionCode } from "@/lib/i18n/locales";
import { readCookie } from "@/lib/http/cookies";
import type { Session } from "@/lib/session";
import { reportError } from "@/features/monitoring/report-error";

/** The anonymous visitor id a guest's marketing events carry (spec: "email or cookie id"). */
export const VISITOR_COOKIE = "lumina_vid";
const VISITOR_MAX_AGE_S = 60 * 60 * 24 * 365;

const VISITOR_ID = /^[A-Za-z0-9-]{8,64}$/;

type EventInput = {
  request: Request;
  response: Response;
  session: Session | null;
  action: CartUpdateEvent["payload"]["action"];
  region: RegionCode;
  locale?: Locale;
  brand?: "main" | "missl";
  cartId: string;
  cart: Cart | null;
};

/**
 * Emits `cart_update_backend` after a successful change, once the answer has gone (Next's
 * `after`), and gives a guest the visitor cookie the event names. Returns the response.
 */
export function emitCartEvent({ request, response, session, action, region, locale, brand, cartId, cart }: EventInput): Response {
  if (!response.ok) return response;
  let cookieId = readCookie(request, VISITOR_COOKIE);
  if (!cookieId || !VISITOR_ID.test(cookieId)) {
    cookieId = randomUUID();
    response.headers.append("set-cookie", `${VISITOR_COOKIE}=${cookieId}; Path=/; Max-Age=${VISITOR_MAX_AGE_S}; SameSite=Lax; HttpOnly`);
  }
  const lines = cart?.line_items.physical_items ?? [];
  const event: CartUpdateEvent = {
    type: "cart_update_backend",
    region,
    payload: {
      email: null,
      cookieId,
      customerId: session?.customerId ?? 0,
      action,
      region,
      brand: brand ?? "main",
      language: locale ? LOCALES[locale].lang : (cart ? LOCALES[cart.locale].lang : "en"),
      cartId: cart?.id ?? cartId,
      currency: cart?.currency.code ?? "",
      quantity: lines.reduce((n, l) => n + l.quantity, 0),
      cartTotal: cart?.cart_amount ?? 0,
      items: lines.map((l) => ({ sku: l.sku, productId: l.product_id, name: l.name, quantity: l.quantity, price: l.sale_price })),
    },
  };
  const task = () => recordMarketingEvent(event, { onError: reportError });
  try {
    after(task);
  } catch {
    // Called outside a request (a route handler invoked directly in tests): run it now.
    void task();
  }
  return response;
}
