"use client";
import { useQueryClient } from "@tanstack/react-query";
import { usePathname, useRouter } from "next/navigation";
import { useCallback } from "react";
import { LOCALES, switchLocalePath, type Locale } from "@/lib/i18n/locales";
import { brandOfPath } from "@/lib/i18n/brands";
import { usePanelsStore } from "@/features/shell/panels-store";
import { writeLocaleCookie } from "./cookie";
import { useAppStateStore } from "./store";

/**
 * Changing language or region (spec section 4): update app state, write the cookie, clear
 * cached data when the country changes (each country is its own store), and open the same
 * page under the new locale.
 */
export function useSwitchLocale(current: Locale) {
  const router = useRouter();
  const pathname = usePathname();
  const queryClient = useQueryClient();

  return useCallback(
    (target: Locale) => {
      const { lang, region } = LOCALES[target];
      const path = switchLocalePath(pathname, target);
      useAppStateStore.getState().set({ brand: brandOfPath(path.slice(target.length + 1) || "/"), lang, region, locale: target });
      writeLocaleCookie(target);
      if (LOCALES[current].region !== region) queryClient.clear();
      usePanelsStore.getState().closeAll();
      router.push(`${path}${window.location.search}`);
    },
    [current, pathname, queryClient, router],
  );
}
