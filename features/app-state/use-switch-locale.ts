"use client";
import { usePathname, useRouter } from "next/navigation";
import { useCallback } from "react";
import { LOCALES, switchLocalePath, type Locale } from "@/lib/i18n/locales";
import { brandOfPath } from "@/lib/i18n/brands";
import { peekQueryClient } from "@/lib/query/query-registry";
import { usePanelsStore } from "@/features/shell/client";
import { writeLocaleCookie } from "./cookie";
import { useAppStateStore } from "./store";

/**
 * Changing language or region: update app state, write the cookie, clear
 * cached data when the country changes (each country is its own store), and open the same
 * page under the new locale.
 */
export function useSwitchLocale(current: Locale) {
  const router = useRouter();
  const pathname = usePathname();

  return useCallback(
    (target: Locale) => {
      const { lang, region } = LOCALES[target];
      const path = switchLocalePath(pathname, target);
      useAppStateStore
        .getState()
        .set({ brand: brandOfPath(path.slice(target.length + 1) || "/"), lang, region, locale: target });
      writeLocaleCookie(target);
      // Only an island that queries has a client (ADR 0031): none means nothing cached.
      if (LOCALES[current].region !== region) peekQueryClient()?.clear();
      usePanelsStore.getState().closeAll();
      router.push(`${path}${window.location.search}`);
    },
    [current, pathname, router],
  );
}
