import type { QueryClient } from "@tanstack/react-query";
import type { RegionCode } from "@/lib/i18n/locales";
import { peekQueryClient } from "@/lib/query/query-registry";
import { loadWishlistApi } from "./wishlist-api-loader";
import { wishlistCodeOf, type WishlistApiCode } from "./wishlist-errors";
import { itemsIn } from "./guest-list";
import { hydrateGuestWishlist, useGuestWishlistStore } from "./guest-store";
import { wishlistKeys } from "./wishlist-keys";

export type WishlistMergeResult = { ok: true; added: number; skipped: number } | { ok: false; code: WishlistApiCode };

/*
 * Sign-in and sign-out only drop or refresh cached wishlists: they peek at the browser's query
 * client instead of making one, so they never load TanStack Query to invalidate nothing
 * (ADR 0031). No client yet means no wishlist was read in this tab; the next read asks the server.
 */

/**
 * The login flow's wishlist step (login-flow.ts), called after a successful sign-in: the guest's
 * saved pieces of this country go to the customer's default wishlist (the server skips
 * duplicates and products not sold here), then the guest list is cleared and her wishlist read
 * afresh. A failure keeps the guest list, so nothing is lost and a later sign-in can try again.
 */
export async function mergeGuestWishlist(region: RegionCode, queryClient?: QueryClient): Promise<WishlistMergeResult> {
  await hydrateGuestWishlist();
  const store = useGuestWishlistStore.getState();
  // Oldest first, so the newest guest piece is also the newest in her wishlist.
  const productIds = [...itemsIn(store, region)].reverse().map((i) => i.productId);
  let merged = { added: 0, skipped: 0 };
  if (productIds.length > 0) {
    try {
      merged = await (await loadWishlistApi()).mergeWishlist({ region, productIds });
    } catch (error) {
      return { ok: false, code: wishlistCodeOf(error) };
    }
  }
  // Another country's leftovers go too: they could never be merged into this store.
  useGuestWishlistStore.getState().clear();
  // Peeked only now: the hearts may have made the client (and read her list) during the merge.
  const client = queryClient ?? peekQueryClient();
  if (client) {
    // Her first read may still be in flight, sent before the merge: TanStack folds a refetch into a
    // fetch of a query that has no data yet (only one with data is cancelled), so the pre-merge
    // answer would stand (one piece in the header, not two). Cancel it, then read afresh.
    await client.cancelQueries({ queryKey: wishlistKeys.all });
    await client.invalidateQueries({ queryKey: wishlistKeys.all });
  }
  return { ok: true, ...merged };
}

/** Sign-out: the customer's wishlist leaves this browser's cache (the guest list starts empty). */
export function forgetCustomerWishlist(queryClient: QueryClient | undefined = peekQueryClient()): void {
  queryClient?.removeQueries({ queryKey: wishlistKeys.all });
}
