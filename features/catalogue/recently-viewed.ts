import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { RegionCode } from "@/lib/i18n/locales";

/** How many product ids each country keeps. */
export const RECENTLY_VIEWED_LIMIT = 20;

/** The id first, without an older copy of it, at most `limit` long. */
export function pushRecent(ids: readonly number[], id: number, limit = RECENTLY_VIEWED_LIMIT): number[] {
  return [id, ...ids.filter((x) => x !== id)].slice(0, limit);
}

type RecentlyViewedState = {
  /** Newest first. Per country: each country is its own store with its own product ids. */
  byRegion: Partial<Record<RegionCode, number[]>>;
  record: (region: RegionCode, id: number) => void;
};

/**
 * Products the shopper opened, in local storage (it never reaches the server, so cached pages
 * stay shopper-neutral). Reached only through use-recently-viewed.ts.
 */
export const useRecentlyViewedStore = create<RecentlyViewedState>()(
  persist(
    (set, get) => ({
      byRegion: {},
      record: (region, id) =>
        set({ byRegion: { ...get().byRegion, [region]: pushRecent(get().byRegion[region] ?? [], id) } }),
    }),
    {
      name: "recently_viewed",
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ byRegion: s.byRegion }),
      // Read after hydration (use-recently-viewed.ts): the server render knows no history.
      skipHydration: true,
    },
  ),
);

let hydration: Promise<void> | null = null;

/** Loads the saved ids once; a record made before this would be overwritten by it. */
export function hydrateRecentlyViewed(): Promise<void> {
  if (useRecentlyViewedStore.persist.hasHydrated()) return Promise.resolve();
  hydration ??= Promise.resolve(useRecentlyViewedStore.persist.rehydrate());
  return hydration;
}
