import { apiClient, type ApiError } from "@/lib/http/api-client";
import type { Cart, CheckoutTotals } from "@/lib/commerce/cart-types";
import type {
  AddPromoBody,
  AddProductBody,
  CartRefBody,
  CreateCartBody,
  DeleteProductBody,
  DeletePromoBody,
  DiscountsBody,
  FromOrderBody,
  UpdateCartBody,
  UpdateProductBody,
} from "./schema";
import { cartToastKey } from "./cart-errors";
import type { CartApiErrorCode, StockDetails } from "./cart-error-types";
import type { PromotionRefusal } from "@/lib/commerce/promotion-types";
import type { RegionCode } from "@/lib/i18n/locales";

/**
 * Client fetchers of the cart routes, on the one `/api` client. Types only come
 * from schema.ts, so zod stays out of the browser. Mutations are never retried: a change sent
 * twice could land twice.
 */

/** A failed cart call; quantityExceeds carries the stock left and the variant it concerns, promoRefused the code and why. */
export type CartApiError = ApiError<CartApiErrorCode, CartErrorDetails>;
type CartErrorDetails = StockDetails & { promoCode: string; refusal: PromotionRefusal; retryAfter: number };

const client = apiClient<CartApiErrorCode, CartErrorDetails>({
  statusCodes: { 401: "unauthorized", 404: "cartNotFound", 409: "quantityExceeds", 429: "tooManyRequests" },
  messageKey: cartToastKey,
});
export const { toError: toCartApiError, failure: cartFailure } = client;
const post = client.post;

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
/** Applies a promotion code (422 `promoRefused` with the reason; nothing changes then). */
export const addPromo = (body: AddPromoBody) => post<Cart>("/cart/addPromo", body);
export const deletePromo = (body: DeletePromoBody) => post<Cart>("/cart/deletePromo", body);
export const getCheckoutTotals = (body: DiscountsBody) => post<CheckoutTotals>("/checkout/discounts", body);
