import { queryOptions } from "@tanstack/react-query";
import { retryUnlessRefused as retry } from "@/lib/http/api-error";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { loadWishlistApi } from "./wishlist-api-loader";
import { wishlistKeys } from "./wishlist-keys";

/*
 * The wishlist's queries. TanStack Query: only the on-demand parts import this (a signed-in
 * customer's wishlist, customer-wishlist.ts; the drawer and the account page,
 * use-wishlist-items.ts), never the hearts' start-up (ADR 0031).
 */

/** The signed-in customer's wishlists: one shared query for the drawer, the page, every heart and the count. */
export function customerWishlistQuery(locale: Locale, customerId: number) {
  return queryOptions({
    queryKey: wishlistKeys.customerIn(locale, customerId),
    queryFn: async () => (await loadWishlistApi()).getWishlists({ region: LOCALES[locale].region, locale }),
    staleTime: 60_000,
    retry,
  });
}

/** Today's summaries of a guest's saved ids (her list itself lives in local storage). */
export function guestProductsQuery(locale: Locale, ids: readonly number[]) {
  return queryOptions({
    queryKey: wishlistKeys.guestProducts(locale, ids),
    queryFn: async () => (await loadWishlistApi()).getWishlistProducts({ locale, ids: [...ids] }),
    staleTime: 60_000,
    retry,
  });
}
