"use client";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "next/navigation";
import { useCallback, useContext, useEffect, useMemo, useState } from "react";
import { getI18n, I18nContext } from "react-i18next";
import type { ProductSummary } from "@/lib/commerce/types";
import { DEFAULT_LOCALE, LOCALES, parseLocale, type Locale } from "@/lib/i18n/locales";
import { isSignedIn, useCustomerStore } from "@/features/customer/store";
import { usePanelsStore } from "@/features/shell/panels-store";
import { useToast } from "@/features/shell/use-toast";
import { holds, itemsIn } from "./guest-list";
import { hydrateGuestWishlist, useGuestWishlistStore } from "./guest-store";
import { toggleToast, toggleWishlist } from "./wishlist-commands";
import { customerWishlistQuery, guestProductsQuery, productIdsOf } from "./wishlist-query";

/**
 * The page's translator read straight from the i18n context: one context read, without the
 * subscriptions of useT, which forty hearts on a listing would each pay for.
 */
export function useTranslator(): (key: string, values?: Record<string, unknown>) => string {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  return useCallback((key, values = {}) => i18n.t(key, values) as string, [i18n]);
}

/** The page's locale, unless the caller knows it. */
function useLocale(given?: Locale): Locale {
  const params = useParams<{ locale?: string }>();
  return given ?? parseLocale(params?.locale) ?? DEFAULT_LOCALE;
}

/**
 * The signed-in customer's id, or null for a guest: the rule of useCustomer() (spec section 6),
 * loading the saved customer only once, since forty hearts on a listing ask. A session of
 * another country's store does not count here: that store's routes would refuse it (403), so on
 * this country's pages she keeps a guest list, as any visitor does.
 */
export function useCustomerId(locale: Locale): number | null {
  const region = LOCALES[locale].region;
  useEffect(() => {
    if (!useCustomerStore.persist.hasHydrated()) void useCustomerStore.persist.rehydrate();
  }, []);
  return useCustomerStore((s) => (isSignedIn(s.customer) && (!s.customer.region || s.customer.region === region) ? s.customer.entityId : null));
}

/** The guest list, loaded after hydration (the server render knows no shopper); another country's list is dropped. */
export function useGuestItems(locale: Locale) {
  const region = LOCALES[locale].region;
  useEffect(() => void hydrateGuestWishlist().then(() => useGuestWishlistStore.getState().adopt(region)), [region]);
  return useGuestWishlistStore((s) => itemsIn(s, region));
}

/** Toggle plus its toast; a lapsed session also opens the sign-in modal. */
export function useToggle(locale: Locale, customerId: number | null) {
  const t = useTranslator();
  const queryClient = useQueryClient();
  const show = useToast();
  return useCallback(
    async (productId: number) => {
      const result = await toggleWishlist(queryClient, { locale, customerId }, productId);
      const { kind, key } = toggleToast(result);
      show(kind, t(key));
      if (!result.ok && result.code === "signInRequired") usePanelsStore.getState().setAuthModal("sign-in");
      return result;
    },
    [queryClient, locale, customerId, show, t],
  );
}

/**
 * One heart (a product card's): pressed or not, and its toggle. Cheap on purpose: no fetch of
 * its own, only a selector on the guest store or on the customer's one shared query.
 */
export function useWishlistToggle(productId: number, locale: Locale) {
  const customerId = useCustomerId(locale);
  const guestHas = useGuestWishlistStore((s) => holds(s, LOCALES[locale].region, productId));
  useEffect(() => void hydrateGuestWishlist(), []);
  const customerHas = useQuery({ ...customerWishlistQuery(locale, customerId ?? 0), enabled: customerId !== null, select: (lists) => productIdsOf(lists).has(productId) });
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
  return { pressed: customerId === null ? guestHas : customerHas.data === true, busy, toggle: press };
}

/** A saved piece: its product once known (a guest's come from a separate read; `null` until then). */
export type WishlistEntry = { productId: number; addedAt: string; product: ProductSummary | null };

/**
 * The shopper's wishlist, guest (local storage) or customer (the server, through TanStack Query):
 * `{ items, has, toggle, count }`. `products: true` (the drawer and the page) also reads a guest's
 * products; other callers (hearts, counts) need only the ids.
 */
export function useWishlist({ locale: given, products = false }: { locale?: Locale; products?: boolean } = {}) {
  const locale = useLocale(given);
  const customerId = useCustomerId(locale);
  const guestItems = useGuestItems(locale);
  const customer = useQuery({ ...customerWishlistQuery(locale, customerId ?? 0), enabled: customerId !== null });
  const guestIds = useMemo(() => guestItems.map((i) => i.productId), [guestItems]);
  const guest = useQuery({ ...guestProductsQuery(locale, guestIds), enabled: customerId === null && products && guestIds.length > 0, placeholderData: keepPreviousData });
  const toggle = useToggle(locale, customerId);

  const items = useMemo((): WishlistEntry[] => {
    if (customerId !== null) {
      const seen = new Set<number>();
      return (customer.data ?? []).flatMap((list) =>
        list.items.flatMap((i) => (seen.has(i.productEntityId) ? [] : (seen.add(i.productEntityId), [{ productId: i.productEntityId, addedAt: i.addedAt, product: i.product }]))),
      );
    }
    const byId = new Map(guest.data?.map((p) => [p.entityId, p]));
    return guestItems.map((i) => ({ productId: i.productId, addedAt: new Date(i.addedAt).toISOString(), product: byId.get(i.productId) ?? null }));
  }, [customerId, customer.data, guest.data, guestItems]);

  // A guest piece this country no longer sells leaves her list once the store has said so.
  const answered = customerId === null && guest.isSuccess && !guest.isPlaceholderData ? guest.data : null;
  useEffect(() => {
    if (!answered) return;
    const sold = new Set(answered.map((p) => p.entityId));
    for (const id of guestIds) if (!sold.has(id)) useGuestWishlistStore.getState().remove(LOCALES[locale].region, id);
  }, [answered, guestIds, locale]);

  const ids = useMemo(() => new Set(items.map((i) => i.productId)), [items]);
  const query = customerId !== null ? customer : guest;
  return {
    items,
    count: items.length,
    has: (productId: number) => ids.has(productId),
    toggle: (product: { entityId: number }) => toggle(product.entityId),
    signedIn: customerId !== null,
    isLoading: customerId !== null ? customer.isPending : products && guestIds.length > 0 && guest.isPending,
    isError: query.isError && !query.data,
    refetch: () => void query.refetch(),
  };
}

/** The header's wishlist badge: how many pieces are saved (issue 5: the lead wires it into header-icons.tsx). */
export function useWishlistCount(locale?: Locale): number {
  const resolved = useLocale(locale);
  const customerId = useCustomerId(resolved);
  const guestCount = useGuestItems(resolved).length;
  const customer = useQuery({ ...customerWishlistQuery(resolved, customerId ?? 0), enabled: customerId !== null, select: (lists) => productIdsOf(lists).size });
  return customerId === null ? guestCount : (customer.data ?? 0);
}
