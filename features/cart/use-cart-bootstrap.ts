"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useT } from "next-i18next/client";
import { useEffect } from "react";
import { GUEST_RESTORE_DELAY_MS } from "@/lib/constants";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { useCustomer } from "@/features/customer/use-customer";
import { openPanels, usePanelsStore } from "@/features/shell/panels-store";
import { useToast } from "@/features/shell/use-toast";
import { browserStorage } from "./browser-storage";
import { noteRegion } from "./cart-id";
import { forgetOnRegionChange } from "./cart-commands";
import { setCartUi, useCartStore } from "./cart-store";
import { useCartCountStore } from "./count-store";
import { restoreGuestCart } from "./guest-restore";
import { useCart } from "./use-cart";

/** The cart's page-wide duties; mounted once by CartBootstrap in the locale layout. */
export function useCartBootstrap(locale: Locale): void {
  const { t } = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { customer } = useCustomer();
  const region = LOCALES[locale].region;
  const signedIn = customer !== null;

  useEffect(() => {
    // `count` picks the plural form; `n` is the same number in the reader's digits. The
    // formatter is made at the first toast: building one costs ~25 ms of a page's start-up.
    const withDigits = (values: Record<string, unknown> = {}) =>
      typeof values.count === "number" ? { ...values, n: new Intl.NumberFormat(LOCALES[locale].bcp47).format(values.count) } : values;
    setCartUi({
      toast: (kind, key, values) => toast(kind, t(key, withDigits(values))),
      panels: openPanels,
      openMiniCart: (panelsBefore) => usePanelsStore.getState().offerDrawer("mini-cart", panelsBefore),
    });
  }, [t, toast, locale]);

  useEffect(() => useCartStore.getState().set({ signedIn }), [signedIn]);

  // Region change, not first render: each country is its own store, so its cart stays behind.
  useEffect(() => {
    if (noteRegion(browserStorage("session"), region)) forgetOnRegionChange({ queryClient, locale });
    // The locale's language alone changing keeps the cart: only the region matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [region, queryClient]);

  // On first load and 100 ms after any change to the customer data.
  useEffect(() => {
    const timer = setTimeout(() => restoreGuestCart({ queryClient, locale }), GUEST_RESTORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [customer, queryClient, locale]);

  const { cart, isLoading, isError } = useCart();
  const count = cart?.totalCount ?? 0;
  useEffect(() => {
    if (!isLoading && !isError) useCartCountStore.getState().setCount(count);
  }, [count, isLoading, isError]);
}
