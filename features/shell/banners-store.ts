import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/**
 * Promo bar visibility lives in session storage, the language strip's in local storage
 * (a closed promo bar comes back in a new tab). Both rehydrate after mount so the server HTML always matches.
 */
type Flag = { hidden: boolean; hide: () => void };

export const usePromoBarStore = create<Flag>()(
  persist((set) => ({ hidden: false, hide: () => set({ hidden: true }) }), {
    name: "promo_bar",
    storage: createJSONStorage(() => sessionStorage),
    skipHydration: true,
  }),
);

export const useLanguageStripStore = create<Flag>()(
  persist((set) => ({ hidden: false, hide: () => set({ hidden: true }) }), {
    name: "language_strip",
    storage: createJSONStorage(() => localStorage),
    skipHydration: true,
  }),
);
