import { z } from "zod";
import { idField, idNumber, localeField, regionField } from "@/lib/http/fields";
import { LOCALES } from "@/lib/i18n/locales";
import type { ProductSummary } from "@/lib/commerce/types";
import type { Wishlist, WishlistMerge } from "@/lib/commerce/wishlist-types";

/**
 * Contracts of /api/wishlist/* (lib/commerce/wishlist-types.ts: Wishlist, Wishlist item), shared by the route
 * handlers and the client fetchers (which import types only). The customer comes from the
 * session; a body may name her (`customerId`) but naming anyone else is 403 (signedInCustomer).
 * `locale` is the language of the product names and must be of the body's country.
 */
/** A guest keeps at most this many pieces; a merge or a product read takes as many. */
export const WISHLIST_GUEST_LIMIT = 200;

const productId = idNumber("a product id");
const customerId = idField("a customer id").optional();
const sameCountry = (body: { region: string; locale: keyof typeof LOCALES }) =>
  LOCALES[body.locale].region === body.region;
const localeOfRegion = { error: "must be a locale of the region", path: ["locale"] };

export const wishlistGetBody = z
  .object({ region: regionField, locale: localeField, customerId })
  .refine(sameCountry, localeOfRegion);
export const wishlistItemBody = z
  .object({ region: regionField, locale: localeField, customerId, productId })
  .refine(sameCountry, localeOfRegion);
export const wishlistMergeBody = z.object({
  region: regionField,
  customerId,
  productIds: z
    .array(productId)
    .max(WISHLIST_GUEST_LIMIT, { error: `must hold at most ${WISHLIST_GUEST_LIMIT} products` }),
});
/** The guest's drawer and page: today's summaries of the pieces she saved (no session needed). */
export const wishlistProductsBody = z.object({
  locale: localeField,
  ids: z.array(productId).max(WISHLIST_GUEST_LIMIT, { error: `must hold at most ${WISHLIST_GUEST_LIMIT} products` }),
});

export type WishlistGetBody = z.input<typeof wishlistGetBody>;
export type WishlistItemBody = z.input<typeof wishlistItemBody>;
export type WishlistMergeBody = z.input<typeof wishlistMergeBody>;
export type WishlistProductsBody = z.input<typeof wishlistProductsBody>;

/** Answers: get, add and remove give all her wishlists; merge what it did; products the summaries. */
export type WishlistsResponse = Wishlist[];
export type WishlistMergeResponse = WishlistMerge;
export type WishlistProductsResponse = ProductSummary[];
export type WishlistErrorCode =
  "signInRequired" | "forbidden" | "otherRegion" | "productNotFound" | "badRequest" | "unavailable";
