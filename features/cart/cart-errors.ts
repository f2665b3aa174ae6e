import type { CartApiErrorCode, StockDetails } from "./cart-error-types";

/** Toast keys under `cart.toast`, one per code a cart route answers (e.g. quantityExceeds). */
const KNOWN: ReadonlySet<CartApiErrorCode> = new Set([
  "quantityExceeds",
  "outOfStock",
  "cartNotFound",
  "itemNotFound",
  "forbidden",
  "orderNotFound",
  "orderEmpty",
  "orderUnavailable",
  "badRequest",
  "tooManyRequests",
  "network",
  "unavailable",
]);

type ErrorLike = { code: CartApiErrorCode; details: Partial<StockDetails> };

/** The toast key of a code: its own under `cart.toast`, or "unavailable" (try again). */
export const cartToastKey = (code: CartApiErrorCode) => `cart.toast.${KNOWN.has(code) ? code : "unavailable"}`;

/**
 * The translated message for a failed cart call, as an i18n key and its values. A 409 with no
 * stock left reads "out of stock"; with some left it says how many (plural forms by `count`),
 * or, when the bag already holds all of them (`inBag`), says so rather than "only 2 left".
 */
export function cartErrorToast(
  { code, details: { available } }: ErrorLike,
  inBag = 0,
): { key: string; values?: Record<string, unknown> } {
  if (code === "quantityExceeds" && typeof available === "number") {
    if (available <= 0) return { key: "cart.toast.outOfStock" };
    if (inBag >= available) return { key: "cart.toast.allInBag", values: { count: available } };
    return { key: "cart.toast.quantityExceeds", values: { count: available } };
  }
  return { key: cartToastKey(code) };
}
