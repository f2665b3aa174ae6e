import type { CartErrorCode } from "./schema";

/** What a failed cart call is about; the client maps it to a toast key (cart-errors.ts). */
export type CartApiErrorCode =
  | CartErrorCode
  | "orderNotFound"
  | "orderEmpty"
  | "orderUnavailable"
  | "linkInvalid"
  | "linkExpired"
  | "outOfStock"
  | "unauthorized"
  | "tooManyRequests"
  | "network"
  | "aborted"
  | "unknown";

/** The extra fields of a quantityExceeds refusal. */
export type StockDetails = { available: number; sku: string };
