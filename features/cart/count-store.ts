import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** The header badge's item count (spec section 3: `cartItem_counter`, session storage). */
type CountState = { count: number; setCount: (count: number) => void };

export const useCartCountStore = create<CountState>()(
  persist((set) => ({ count: 0, setCount: (count) => set({ count: Math.max(0, Math.floor(count)) }) }), {
    name: "cartItem_counter",
    storage: createJSONStorage(() => sessionStorage),
    skipHydration: true,
  }),
);
