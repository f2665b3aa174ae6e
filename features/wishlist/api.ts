import { apiClient } from "@/lib/http/api-client";
import { wishlistErrorKey, type WishlistApiCode } from "./wishlist-errors";
import type {
  WishlistGetBody,
  WishlistItemBody,
  WishlistMergeBody,
  WishlistMergeResponse,
  WishlistProductsBody,
  WishlistProductsResponse,
  WishlistsResponse,
} from "./schema";

/**
 * Client fetchers of /api/wishlist/*, on the one `/api` client. They load on first use (see
 * `loadWishlistApi`), so the hearts of a listing cost no HTTP client at start-up. Types only come
 * from the schema, so zod stays on the server.
 */
const client = apiClient<WishlistApiCode>({ statusCodes: { 404: "productNotFound" }, messageKey: wishlistErrorKey });
export const { failure: wishlistFailure } = client;
const post = <T>(path: string, body: unknown) => client.post<T>(`/wishlist/${path}`, body);

export const getWishlists = (body: WishlistGetBody) => post<WishlistsResponse>("get", body);
export const addWishlistItem = (body: WishlistItemBody) => post<WishlistsResponse>("add", body);
export const removeWishlistItem = (body: WishlistItemBody) => post<WishlistsResponse>("remove", body);
export const mergeWishlist = (body: WishlistMergeBody) => post<WishlistMergeResponse>("merge", body);
export const getWishlistProducts = (body: WishlistProductsBody) => post<WishlistProductsResponse>("products", body);
