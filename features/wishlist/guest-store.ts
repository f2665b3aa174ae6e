import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { RegionCode } from "@/lib/i18n/locales";
import { EMPTY_GUEST_LIST, readGuestList, withItem, withoutItem, type GuestList } from "./guest-list";

type GuestWishlistState = GuestList & {
  add: (region: RegionCode, productId: number) => void;
  remove: (region: RegionCode, productId: number) => void;
  /** A country change: the other country's list goes (its product ids mean nothing here). */
  adopt: (region: RegionCode) => void;
  clear: () => void;
};

const listOf = (s: GuestList): GuestList => ({ region: s.region, items: s.items });

/**
 * The guest's wishlist in local storage under "wishlist". Reached only through use-wishlist.ts
 * and merge.ts. Read after hydration: the server render (cached pages) knows no shopper.
 */
export const useGuestWishlistStore = create<GuestWishlistState>()(
  persist<GuestWishlistState, [], [], GuestList>(
    (set, get) => ({
      ...EMPTY_GUEST_LIST,
      add: (region, productId) => set(withItem(listOf(get()), region, productId)),
      remove: (region, productId) => set(withoutItem(listOf(get()), region, productId)),
      adopt: (region) => {
        if (get().region !== region) set({ region, items: [] });
      },
      clear: () => set({ ...EMPTY_GUEST_LIST }),
    }),
    {
      name: "wishlist",
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: listOf,
      merge: (saved, current) => ({ ...current, ...readGuestList(saved) }),
      skipHydration: true,
    },
  ),
);

let hydration: Promise<void> | null = null;

/** Loads the saved list once; a change made before this would be overwritten by it. */
export function hydrateGuestWishlist(): Promise<void> {
  if (useGuestWishlistStore.persist.hasHydrated()) return Promise.resolve();
  hydration ??= Promise.resolve(useGuestWishlistStore.persist.rehydrate());
  return hydration;
}
