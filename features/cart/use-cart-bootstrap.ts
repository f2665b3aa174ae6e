"use client";
import { useTranslateLater } from "@/lib/i18n/client";
import { useEffect } from "react";
import { GUEST_RESTORE_DELAY_MS } from "@/lib/constants";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { useCustomer } from "@/features/customer/client";
import { showToast } from "@/features/shell/client";
import { browserStorage } from "./browser-storage";
import { noteRegion } from "./cart-id";
import { forgetOnRegionChange } from "./cart-commands";
import { followPendingPromo } from "./follow-pending-promo";
import { hydrateCart, loadCart } from "./cart-load";
import { useCartStore } from "./cart-store";
import { restoreGuestCart } from "./guest-restore";
import { useLoadCart } from "./use-cart";

/** The cart's page-wide duties; mounted once by CartBootstrap in the locale layout. */
export function useCartBootstrap(locale: Locale): void {
  const { customer } = useCustomer();
  const region = LOCALES[locale].region;
  const signedIn = customer !== null;

  useEffect(() => useCartStore.getState().set({ signedIn }), [signedIn]);

  // Region change, not first render: each country is its own store, so its cart stays behind.
  // Then (once a page) the tab's last known cart comes back from session storage.
  useEffect(() => {
    if (noteRegion(browserStorage("session"), region)) forgetOnRegionChange({ locale });
    hydrateCart(locale);
    // The locale's language alone changing keeps the cart: only the region matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [region]);

  // On first load and 100 ms after any change to the customer data.
  useEffect(() => {
    const timer = setTimeout(() => restoreGuestCart({ locale }), GUEST_RESTORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [customer, locale]);

  // A marketing link's promotion code (`?promo=`) goes to the bag now or once there is one.
  useEffect(() => followPendingPromo(locale), [locale]);

  // The badge follows the store's answer on every page; back on the tab, a read older than 30 s is repeated.
  useLoadCart(locale);
  useEffect(() => {
    const visible = () => {
      if (document.visibilityState === "visible") void loadCart(locale);
    };
    document.addEventListener("visibilitychange", visible);
    return () => document.removeEventListener("visibilitychange", visible);
  }, [locale]);

  useCartNotices(locale);
}

/**
 * The cart's toasts: the commands put a key and its values in the store (notifyCart); they are
 * translated here, with the page's translator, once the cart's texts are in (a lazy section:
 * lib/i18n/client-sections.ts). `count` picks the plural form; `n` is the same
 * number in the reader's digits (the formatter is made at the first toast: building one costs
 * ~25 ms of a page's start-up).
 */
function useCartNotices(locale: Locale): void {
  const translate = useTranslateLater("cart");
  const notice = useCartStore((s) => s.notice);
  useEffect(() => {
    if (!notice) return;
    const values = notice.values ?? {};
    const withDigits =
      typeof values.count === "number"
        ? { ...values, n: new Intl.NumberFormat(LOCALES[locale].bcp47).format(values.count) }
        : values;
    void translate(notice.key, withDigits).then(
      (message) => showToast(notice.kind, message),
      () => undefined,
    );
    // Shown once: a later mount (another layout) does not show it again.
    useCartStore.getState().set({ notice: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notice]);
}
