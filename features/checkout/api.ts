import { apiClient } from "@/lib/http/api-client";
import type { PromotionRefusal } from "@/lib/commerce/promotion-types";
import type { CheckoutErrorCode, OutOfStockItem, PlacedOrder, PlaceOrderBody } from "./schema";

/**
 * The client's fetcher of POST /api/checkout/place-order, on the one `/api` client (types only
 * from the schema: no zod in the browser). Never throws: every way it can end is an outcome the
 * form turns into a message. The order is never retried here; the shopper's second press sends
 * the same idempotency key, so a lost answer cannot place two orders.
 */
export type PlaceOrderOutcome =
  | { ok: true; order: PlacedOrder }
  | {
      ok: false;
      code: CheckoutErrorCode | "hostedCheckout";
      messageKey: string;
      items: OutOfStockItem[];
      status: number;
      promo?: { code: string; refusal: PromotionRefusal };
    };

const CODES = new Set<string>([
  "badRequest",
  "cartNotFound",
  "forbidden",
  "outOfStock",
  "alreadyOrdered",
  "promoRefused",
  "unavailable",
] satisfies CheckoutErrorCode[]);
const codeOf = (code: string): CheckoutErrorCode => (CODES.has(code) ? (code as CheckoutErrorCode) : "unavailable");

const client = apiClient<string, { items: OutOfStockItem[]; promoCode: string; refusal: PromotionRefusal }>({
  statusCodes: { 404: "cartNotFound" },
  messageKey: (code) => `checkout.errors.${codeOf(code)}`,
});

export async function requestPlaceOrder(body: PlaceOrderBody, signal?: AbortSignal): Promise<PlaceOrderOutcome> {
  try {
    return { ok: true, order: await client.post<PlacedOrder>("/checkout/place-order", body, { signal }) };
  } catch (error) {
    const failure = client.toError(error);
    const items = Array.isArray(failure.details.items) ? failure.details.items : [];
    const code = failure.code === "hostedCheckout" ? "hostedCheckout" : codeOf(failure.code);
    // The bag's code was refused as the order was placed (its last use gone meanwhile): why, for the message.
    const { promoCode, refusal } = failure.details;
    const promo = code === "promoRefused" && promoCode && refusal ? { promo: { code: promoCode, refusal } } : {};
    return { ok: false, code, messageKey: failure.messageKey, items, status: failure.status, ...promo };
  }
}
