import type { CartApiErrorCode } from "./api";

/** Toast keys under `cart.toast` (spec section 8: toast key quantityExceeds). */
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
  "network",
  "unavailable",
]);

type ErrorLike = { code: CartApiErrorCode; available?: number };

/**
 * The translated message for a failed cart call, as an i18n key and its values. A 409 with no
 * stock left reads "out of stock"; with some left it says how many (plural forms by `count`),
 * or, when the bag already holds all of them (`inBag`), says so rather than "only 2 left".
 */
export function cartErrorToast(error: ErrorLike, inBag = 0): { key: string; values?: Record<string, unknown> } {
  if (error.code === "quantityExceeds" && typeof error.available === "number") {
    if (error.available <= 0) return { key: "cart.toast.outOfStock" };
    if (inBag >= error.available) return { key: "cart.toast.allInBag", values: { count: error.available } };
    return { key: "cart.toast.quantityExceeds", values: { count: error.available } };
  }
  return { key: `cart.toast.${KNOWN.has(error.code) ? error.code : "unavailable"}` };
}
