import axios, { isAxiosError } from "axios";
import type { Cart, CheckoutTotals } from "@/lib/commerce/cart-types";
import type {
  AddProductBody,
  CartErrorCode,
  CartRefBody,
  CreateCartBody,
  DeleteProductBody,
  DiscountsBody,
  FromOrderBody,
  UpdateCartBody,
  UpdateProductBody,
} from "./schema";
import type { CartEnvelope } from "./client-types";
import type { RegionCode } from "@/lib/i18n/locales";

/**
 * Client fetchers of the cart routes (spec section 7). Types only come from schema.ts, so zod
 * stays out of the browser; the module itself loads on first use (see cart-commands.ts), so
 * axios is not part of any page's start-up JavaScript.
 */

/** What a failed call is about; the client maps it to a toast key (spec section 8). */
export type CartApiErrorCode = CartErrorCode | "orderNotFound" | "orderEmpty" | "orderUnavailable" | "linkInvalid" | "linkExpired" | "outOfStock" | "unauthorized" | "network" | "unknown";

/** A non-2xx answer (or no answer: `status` 0, code "network"). */
export class CartApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: CartApiErrorCode,
    /** quantityExceeds: the stock left and the variant it concerns. */
    readonly available?: number,
    readonly sku?: string,
  ) {
    super(message);
    this.name = "CartApiError";
  }
}

const FALLBACK_CODES: Record<number, CartApiErrorCode> = { 400: "badRequest", 401: "unauthorized", 403: "forbidden", 404: "cartNotFound", 409: "quantityExceeds" };

function codeOf(status: number, code: unknown): CartApiErrorCode {
  if (typeof code === "string" && code) return code as CartApiErrorCode;
  if (status === 0) return "network";
  return FALLBACK_CODES[status] ?? (status >= 500 ? "unavailable" : "unknown");
}

export function toCartApiError(error: unknown): CartApiError {
  if (error instanceof CartApiError) return error;
  if (isAxiosError(error)) {
    const status = error.response?.status ?? 0;
    const body = error.response?.data as Partial<Extract<CartEnvelope<unknown>, { hasError: true }>> | undefined;
    const message = typeof body?.error === "string" ? body.error : error.message;
    return new CartApiError(message, status, codeOf(status, body?.code), body?.available, body?.sku);
  }
  return new CartApiError(error instanceof Error ? error.message : String(error), 0, "unknown");
}

// Mutations are never retried (spec section 9); a slow store gets 15 s before the shopper is told.
const http = axios.create({ baseURL: "/api", timeout: 15_000, headers: { "content-type": "application/json" } });

async function post<T>(path: string, body: unknown): Promise<T> {
  try {
    const { data, status } = await http.post<CartEnvelope<T>>(path, body);
    if (data.hasError) throw new CartApiError(data.error, status, codeOf(status, data.code), data.available, data.sku);
    return data.response;
  } catch (error) {
    throw toCartApiError(error);
  }
}

export const createCart = (body: CreateCartBody) => post<Cart>("/cart/createCart", body);
export const getCart = (body: CartRefBody) => post<Cart>("/cart/getCart", body);
/** `null`: the cart is gone. */
export const deleteCart = (body: CartRefBody) => post<null>("/cart/deleteCart", body);
export const updateCart = (body: UpdateCartBody) => post<Cart>("/cart/updateCart", body);
export const addProduct = (body: AddProductBody) => post<Cart>("/cart/addProduct", body);
/** `null` when the change emptied the cart (the store deletes it). */
export const updateProduct = (body: UpdateProductBody) => post<Cart | null>("/cart/updateProduct", body);
/** `null` when the change emptied the cart (the store deletes it). */
export const deleteProduct = (body: DeleteProductBody) => post<Cart | null>("/cart/deleteProduct", body);
export const cartFromOrder = (body: FromOrderBody) => post<Cart>("/cart/fromOrder", body);
/** Region change: the new country's store forgets a signed-in shopper's saved cart (a guest: nothing). */
export const resetSavedCart = (body: { region: RegionCode }) => post<null>("/cart/resetSaved", body);
export const getCheckoutTotals = (body: DiscountsBody) => post<CheckoutTotals>("/checkout/discounts", body);
