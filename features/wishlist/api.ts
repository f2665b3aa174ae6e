import { apiClient } from "@/lib/http/api-client";
import type {
  WishlistErrorCode,
  WishlistGetBody,
  WishlistItemBody,
  WishlistMergeBody,
  WishlistMergeResponse,
  WishlistProductsBody,
  WishlistProductsResponse,
  WishlistsResponse,
} from "./schema";

/**
 * Client fetchers of /api/wishlist/*, on the one `/api` client (axios itself loads on the first
 * call, not with the hearts). Types only come from the schema, so zod stays on the server.
 */
export type WishlistApiCode = WishlistErrorCode | "network" | "aborted" | "unknown";

/** The toast of a failed wishlist call (under `wishlist.errors`). */
export function wishlistErrorKey(code: WishlistApiCode): string {
  switch (code) {
    case "signInRequired":
      return "wishlist.errors.signInAgain";
    case "otherRegion":
    case "productNotFound":
      return `wishlist.errors.${code}`;
    default:
      return "wishlist.errors.unavailable";
  }
}

const client = apiClient<WishlistApiCode>({ statusCodes: { 404: "productNotFound" }, messageKey: wishlistErrorKey });
export const { failure: wishlistFailure } = client;
/** The code of any failure of a wishlist call. */
export const wishlistCodeOf = (error: unknown): WishlistApiCode => client.toError(error).code;
const post = <T>(path: string, body: unknown) => client.post<T>(`/wishlist/${path}`, body);

export const getWishlists = (body: WishlistGetBody) => post<WishlistsResponse>("get", body);
export const addWishlistItem = (body: WishlistItemBody) => post<WishlistsResponse>("add", body);
export const removeWishlistItem = (body: WishlistItemBody) => post<WishlistsResponse>("remove", body);
export const mergeWishlist = (body: WishlistMergeBody) => post<WishlistMergeResponse>("merge", body);
export const getWishlistProducts = (body: WishlistProductsBody) => post<WishlistProductsResponse>("products", body);
