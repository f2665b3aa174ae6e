import { ApiError } from "@/lib/http/api-error";
import type { WishlistErrorCode } from "./schema";

/** What a failed wishlist call is about (the route's codes, or no answer). */
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

/** The code of any failure of a wishlist call (a chunk that failed to load: unknown). */
export const wishlistCodeOf = (error: unknown): WishlistApiCode =>
  error instanceof ApiError ? (error.code as WishlistApiCode) : "unknown";
