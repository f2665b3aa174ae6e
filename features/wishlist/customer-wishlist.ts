import { QueryObserver, type QueryClient } from "@tanstack/react-query";
import type { Wishlist } from "@/lib/commerce/wishlist-types";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { getQueryClient } from "@/lib/query/query-client";
import { loadWishlistApi } from "./wishlist-api-loader";
import { wishlistCodeOf } from "./wishlist-errors";
import { productIdsOf, wishlistKeys } from "./wishlist-keys";
import { customerWishlistQuery } from "./wishlist-query";
import type { ToggleResult } from "./toggle-result";

/**
 * A signed-in customer's wishlist on the server, through TanStack Query's shared cache (the
 * drawer and the account page read the same query). Loaded on demand only (`loadCustomerWishlist`
 * in wishlist-commands.ts), once a customer is signed in: a guest's page never downloads it nor
 * TanStack Query (ADR 0031).
 */

/**
 * Follows her lists in this language (the one shared query: fetched when stale, refreshed when
 * invalidated) and tells `onLists` now and on every change; `undefined` until the first answer.
 * Returns the unsubscribe.
 */
export function watchCustomerWishlist(
  locale: Locale,
  customerId: number,
  onLists: (lists: Wishlist[] | undefined) => void,
  queryClient: QueryClient = getQueryClient(),
): () => void {
  const observer = new QueryObserver(queryClient, customerWishlistQuery(locale, customerId));
  let last: Wishlist[] | undefined;
  const tell = (lists: Wishlist[] | undefined) => {
    if (lists === last) return;
    last = lists;
    onLists(lists);
  };
  tell(observer.getCurrentResult().data);
  return observer.subscribe((result) => tell(result.data));
}

/**
 * Saves the piece in her wishlist when it is not in it, removes it when it is (as her cached
 * lists say); the server's answer becomes the cache, so every heart, the count, the drawer and
 * the account page follow.
 */
export async function toggleCustomerWishlist(
  { locale, customerId }: { locale: Locale; customerId: number },
  productId: number,
  queryClient: QueryClient = getQueryClient(),
): Promise<ToggleResult> {
  const { region } = LOCALES[locale];
  const key = wishlistKeys.customerIn(locale, customerId);
  const lists = queryClient.getQueryData<Wishlist[]>(key);
  const saved = !(lists && productIdsOf(lists).has(productId));
  try {
    const body = { region, locale, productId };
    const api = await loadWishlistApi();
    const next = saved ? await api.addWishlistItem(body) : await api.removeWishlistItem(body);
    // Her lists in the other language are out of date; this one is the server's answer.
    await queryClient.invalidateQueries({ queryKey: wishlistKeys.customer(region, customerId), refetchType: "none" });
    queryClient.setQueryData(key, next);
    return { ok: true, saved };
  } catch (error) {
    return { ok: false, code: wishlistCodeOf(error) };
  }
}
