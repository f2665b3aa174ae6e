import type { QueryClient } from "@tanstack/react-query";
import type { Wishlist } from "@/lib/commerce/wishlist-types";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { loadWishlistApi, wishlistCodeOf, wishlistErrorKey, type WishlistApiCode } from "./wishlist-errors";
import { holds } from "./guest-list";
import { hydrateGuestWishlist, useGuestWishlistStore } from "./guest-store";
import { productIdsOf, wishlistKeys } from "./wishlist-query";

/** Who is toggling: a guest (`customerId` null: local storage) or the signed-in customer (the server). */
export type WishlistShopper = { locale: Locale; customerId: number | null };
export type ToggleResult = { ok: true; saved: boolean } | { ok: false; code: WishlistApiCode };

/** Saves the piece when it is not in the wishlist, removes it when it is. */
export async function toggleWishlist(queryClient: QueryClient, { locale, customerId }: WishlistShopper, productId: number): Promise<ToggleResult> {
  const { region } = LOCALES[locale];
  if (customerId === null) {
    await hydrateGuestWishlist();
    const store = useGuestWishlistStore.getState();
    const saved = !holds(store, region, productId);
    if (saved) store.add(region, productId);
    else store.remove(region, productId);
    return { ok: true, saved };
  }
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

/** The toast of a toggle: its kind and translation key (under `wishlist.`). */
export function toggleToast(result: ToggleResult): { kind: "success" | "info" | "error"; key: string } {
  if (result.ok) return result.saved ? { kind: "success", key: "wishlist.toast.added" } : { kind: "info", key: "wishlist.toast.removed" };
  return { kind: "error", key: wishlistErrorKey(result.code) };
}
