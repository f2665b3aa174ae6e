import type { Wishlist } from "@/lib/commerce/wishlist-types";
import { LOCALES, type Locale, type RegionCode } from "@/lib/i18n/locales";

/**
 * Query keys and the one derived read of her lists, apart from the query options
 * (wishlist-query.ts) so that start-up code (the hearts, the header's count, sign-in and
 * sign-out) can name the cache without loading TanStack Query (ADR 0031).
 */

/** Everything under "wishlist"; a customer's lists per country, then per language. */
export const wishlistKeys = {
  all: ["wishlist"] as const,
  customer: (region: RegionCode, customerId: number) => ["wishlist", "customer", region, customerId] as const,
  customerIn: (locale: Locale, customerId: number) =>
    [...wishlistKeys.customer(LOCALES[locale].region, customerId), locale] as const,
  guestProducts: (locale: Locale, ids: readonly number[]) =>
    ["wishlist", "guest-products", locale, ids.join(",")] as const,
};

const idSets = new WeakMap<Wishlist[], Set<number>>();

/** The products in any of her lists, computed once per answer (the hearts, the count and a product page ask the same question). */
export function productIdsOf(lists: Wishlist[]): Set<number> {
  let ids = idSets.get(lists);
  if (!ids) {
    ids = new Set(lists.flatMap((l) => l.items.map((i) => i.productEntityId)));
    idSets.set(lists, ids);
  }
  return ids;
}
