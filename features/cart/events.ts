import "server-only";
import type { Cart } from "@/lib/commerce/cart-types";
import type { CartUpdateEvent } from "@/lib/analytics/marketing";
import { LOCALES, type Locale, type RegionCode } from "@/lib/i18n/locales";
import type { Session } from "@/lib/session";
import { recordAfterResponse, visitorId } from "@/features/marketing/server";

export { VISITOR_COOKIE } from "@/features/marketing/server";

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
export function emitCartEvent({
  request,
  response,
  session,
  action,
  region,
  locale,
  brand,
  cartId,
  cart,
}: EventInput): Response {
  if (!response.ok) return response;
  const cookieId = visitorId(request, response);
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
      language: locale ? LOCALES[locale].lang : cart ? LOCALES[cart.locale].lang : "en",
      cartId: cart?.id ?? cartId,
      currency: cart?.currency.code ?? "",
      quantity: lines.reduce((n, l) => n + l.quantity, 0),
      cartTotal: cart?.cart_amount ?? 0,
      items: lines.map((l) => ({
        sku: l.sku,
        productId: l.product_id,
        name: l.name,
        quantity: l.quantity,
        price: l.sale_price,
      })),
    },
  };
  recordAfterResponse(event);
  return response;
}
