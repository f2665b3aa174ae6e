import { LOCALES, type Locale, type RegionCode } from "@/lib/i18n/locales";
import { wishlistCodeOf, wishlistErrorKey } from "./wishlist-errors";
import { holds } from "./guest-list";
import { hydrateGuestWishlist, useGuestWishlistStore } from "./guest-store";
import type { ToggleResult } from "./toggle-result";

/** Who is toggling: a guest (`customerId` null: local storage) or the signed-in customer (the server). */
export type WishlistShopper = { locale: Locale; customerId: number | null };

/**
 * The signed-in customer's part (TanStack Query and her lists on the server), loaded on first
 * use: a guest's page never downloads it (ADR 0031).
 */
export const loadCustomerWishlist = () => import("./customer-wishlist");

/** A guest's toggle: her list in local storage, this country's. */
export async function toggleGuestWishlist(region: RegionCode, productId: number): Promise<ToggleResult> {
  await hydrateGuestWishlist();
  const store = useGuestWishlistStore.getState();
  const saved = !holds(store, region, productId);
  if (saved) store.add(region, productId);
  else store.remove(region, productId);
  return { ok: true, saved };
}

/** Saves the piece when it is not in the wishlist, removes it when it is. */
export async function toggleWishlist(
  { locale, customerId }: WishlistShopper,
  productId: number,
): Promise<ToggleResult> {
  if (customerId === null) return toggleGuestWishlist(LOCALES[locale].region, productId);
  try {
    return await (await loadCustomerWishlist()).toggleCustomerWishlist({ locale, customerId }, productId);
  } catch (error) {
    // Her part failed to load (a chunk error): nothing was changed.
    return { ok: false, code: wishlistCodeOf(error) };
  }
}

/** The toast of a toggle: its kind and translation key (under `wishlist.`). */
export function toggleToast(result: ToggleResult): { kind: "success" | "info" | "error"; key: string } {
  if (result.ok)
    return result.saved
      ? { kind: "success", key: "wishlist.toast.added" }
      : { kind: "info", key: "wishlist.toast.removed" };
  return { kind: "error", key: wishlistErrorKey(result.code) };
}
