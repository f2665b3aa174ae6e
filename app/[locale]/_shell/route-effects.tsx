"use client";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { LOCALES, splitLocalePath } from "@/lib/i18n/locales";
import { brandOfPath } from "@/lib/i18n/brands";
import { useAppStateStore } from "@/features/app-state/store";
import { readLocaleCookie, writeLocaleCookie } from "@/features/app-state/cookie";
import { usePanelsStore } from "@/features/shell/panels-store";
import { scrollsToTopAfter } from "@/features/shell/scroll";

/**
 * After each route change: scroll to top unless the address mentions `page`, keep app state in
 * step, and remember the locale in the `user_locale` cookie for one year. The first render is
 * not a route change (`scrollsToTopAfter`): the browser owns the initial scroll position, and a
 * `scrollTo` there would also read layout while React hydrates.
 */
export function RouteEffects({ locale }: { locale: Locale }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const shownAddress = useRef<string | null>(null);

  useEffect(() => {
    void useAppStateStore.persist.rehydrate();
    // Lets end-to-end tests act only once React is in charge, as a shopper would.
    document.documentElement.dataset.hydrated = "true";
  }, []);

  useEffect(() => {
    if (readLocaleCookie() !== locale) writeLocaleCookie(locale);
  }, [locale]);

  useEffect(() => {
    const { lang, region } = LOCALES[locale];
    useAppStateStore.getState().set({ brand: brandOfPath(splitLocalePath(pathname).rest), lang, region, locale });
    usePanelsStore.getState().closeAll();
    const address = search ? `${pathname}?${search}` : pathname;
    const scroll = scrollsToTopAfter(shownAddress.current, address);
    shownAddress.current = address;
    if (scroll) window.scrollTo({ top: 0 });
  }, [pathname, search, locale]);

  return null;
}
