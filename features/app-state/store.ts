import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { BrandTabKey } from "@/lib/i18n/brands";
import type { Lang, Locale, RegionCode } from "@/lib/i18n/locales";

/** The app state (brand tab, language, region, locale), saved in local storage. */
type AppState = {
  brand: BrandTabKey;
  lang: Lang;
  region: RegionCode;
  locale: Locale;
  set: (next: { brand: BrandTabKey; lang: Lang; region: RegionCode; locale: Locale }) => void;
};

export const useAppStateStore = create<AppState>()(
  persist((set) => ({ brand: "main", lang: "en", region: "sa", locale: "en-sa", set: (next) => set(next) }), {
    name: "app_state",
    storage: createJSONStorage(() => localStorage),
    skipHydration: true,
  }),
);
