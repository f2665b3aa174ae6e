"use client";
import { useParams } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { useTranslateLater } from "@/lib/i18n/client";
import type { Wishlist } from "@/lib/commerce/wishlist-types";
import { DEFAULT_LOCALE, LOCALES, parseLocale, type Locale } from "@/lib/i18n/locales";
import { isSignedIn, useCustomerStore } from "@/features/customer/client";
import { usePanelsStore, useToast } from "@/features/shell/client";
import { holds, itemsIn } from "./guest-list";
import { hydrateGuestWishlist, useGuestWishlistStore } from "./guest-store";
import { loadCustomerWishlist, toggleToast, toggleWishlist } from "./wishlist-commands";
import { productIdsOf } from "./wishlist-keys";

/*
 * The wishlist hooks of every page (the hearts, the header's count, the product page's heart).
 * Light on purpose (ADR 0031): a guest's wishlist is local storage, so nothing here imports
 * TanStack Query; a signed-in customer's part loads on demand (customer-wishlist.ts). The drawer
 * and the account page's full list are in use-wishlist-items.ts.
 */

/** The page's locale, unless the caller knows it. */
export function useLocale(given?: Locale): Locale {
  const params = useParams<{ locale?: string }>();
  return given ?? parseLocale(params?.locale) ?? DEFAULT_LOCALE;
}

/**
 * The signed-in customer's id, or null for a guest: the rule of useCustomer() (entityId 0 is a guest),
 * loading the saved customer only once, since forty hearts on a listing ask. A session of
 * another country's store does not count here: that store's routes would refuse it (403), so on
 * this country's pages she keeps a guest list, as any visitor does.
 */
export function useCustomerId(locale: Locale): number | null {
  const region = LOCALES[locale].region;
  useEffect(() => {
    if (!useCustomerStore.persist.hasHydrated()) void useCustomerStore.persist.rehydrate();
  }, []);
  return useCustomerStore((s) =>
    isSignedIn(s.customer) && (!s.customer.region || s.customer.region === region) ? s.customer.entityId : null,
  );
}

/** The guest list, loaded after hydration (the server render knows no shopper); another country's list is dropped. */
export function useGuestItems(locale: Locale) {
  const region = LOCALES[locale].region;
  useEffect(() => void hydrateGuestWishlist().then(() => useGuestWishlistStore.getState().adopt(region)), [region]);
  return useGuestWishlistStore((s) => itemsIn(s, region));
}

type Answer = { key: string; lists: Wishlist[] | undefined };

/**
 * The signed-in customer's lists in this language, from the shared query of the on-demand
 * customer part (loaded only when `customerId` is not null); `undefined` for a guest and until
 * the server has answered. A part that fails to load leaves the hearts as drawn.
 */
export function useCustomerLists(locale: Locale, customerId: number | null): Wishlist[] | undefined {
  const key = `${locale}/${customerId}`;
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (customerId === null) return;
    let live = true;
    let stop: (() => void) | undefined;
    loadCustomerWishlist().then(
      ({ watchCustomerWishlist }) => {
        if (live) stop = watchCustomerWishlist(locale, customerId, (lists) => setAnswer({ key, lists }));
      },
      (error: unknown) => console.warn("[wishlist] the signed-in wishlist did not load", error),
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [key, locale, customerId]);
  return customerId !== null && answer?.key === key ? answer.lists : undefined;
}

/** Toggle plus its toast (its words a lazy section, usually in by then); a lapsed session also opens the sign-in modal. */
export function useToggle(locale: Locale, customerId: number | null) {
  const translate = useTranslateLater("wishlist");
  const show = useToast();
  return useCallback(
    async (productId: number) => {
      const result = await toggleWishlist({ locale, customerId }, productId);
      const { kind, key } = toggleToast(result);
      void translate(key).then(
        (message) => show(kind, message),
        () => undefined,
      );
      if (!result.ok && result.code === "signInRequired") usePanelsStore.getState().setAuthModal("sign-in");
      return result;
    },
    [locale, customerId, show, translate],
  );
}

/**
 * One heart (the product page's): pressed or not, and its toggle. Cheap on purpose: no fetch of
 * its own, only a selector on the guest store or her one shared query.
 */
export function useWishlistToggle(productId: number, locale: Locale) {
  const customerId = useCustomerId(locale);
  const guestHas = useGuestWishlistStore((s) => holds(s, LOCALES[locale].region, productId));
  useEffect(() => void hydrateGuestWishlist(), []);
  const lists = useCustomerLists(locale, customerId);
  const toggle = useToggle(locale, customerId);
  const [busy, setBusy] = useState(false);
  const press = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await toggle(productId);
    } finally {
      setBusy(false);
    }
  };
  return {
    pressed: customerId === null ? guestHas : !!lists && productIdsOf(lists).has(productId),
    busy,
    toggle: press,
  };
}

/** The header's wishlist badge: how many pieces are saved. */
export function useWishlistCount(locale?: Locale): number {
  const resolved = useLocale(locale);
  const customerId = useCustomerId(resolved);
  const guestCount = useGuestItems(resolved).length;
  const lists = useCustomerLists(resolved, customerId);
  if (customerId === null) return guestCount;
  return lists ? productIdsOf(lists).size : 0;
}
