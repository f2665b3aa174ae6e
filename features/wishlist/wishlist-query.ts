import { queryOptions } from "@tanstack/react-query";
import type { Wishlist } from "@/lib/commerce/wishlist-types";
import { retryUnlessRefused as retry } from "@/lib/http/api-error";
import { LOCALES, type Locale, type RegionCode } from "@/lib/i18n/locales";
import { loadWishlistApi } from "./wishlist-errors";

/** Query keys: everything under "wishlist"; a customer's lists per country, then per language. */
export const wishlistKeys = {
  all: ["wishlist"] as const,
  customer: (region: RegionCode, customerId: number) => ["wishlist", "customer", region, customerId] as const,
  customerIn: (locale: Locale, customerId: number) => [...wishlistKeys.customer(LOCALES[locale].region, customerId), locale] as const,
  guestProducts: (locale: Locale, ids: readonly number[]) => ["wishlist", "guest-products", locale, ids.join(",")] as const,
};

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

const idSets = new WeakMap<Wishlist[], Set<number>>();

/** The products in any of her lists, computed once per answer (forty hearts ask the same question). */
export function productIdsOf(lists: Wishlist[]): Set<number> {
  let ids = idSets.get(lists);
  if (!ids) {
    ids = new Set(lists.flatMap((l) => l.items.map((i) => i.productEntityId)));
    idSets.set(lists, ids);
  }
  return ids;
}
