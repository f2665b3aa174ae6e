"use client";
import { useParams } from "next/navigation";
import { useEffect, useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import { DEFAULT_LOCALE, parseLocale, type Locale } from "@/lib/i18n/locales";
import { cartCommands, type CartCommands } from "./cart-commands";
import { loadCart } from "./cart-load";
import type { CartState } from "./cart-state";
import { useCartStore } from "./cart-store";
import type { ClientCart } from "./client-types";

/** The locale of the page (first path segment). */
export function useShopLocale(): Locale {
  return parseLocale(useParams<{ locale: string }>()?.locale) ?? DEFAULT_LOCALE;
}

export type CartView = { cart: ClientCart | null; isLoading: boolean; isError: boolean };

/**
 * What the page shows of the store's state: the last known cart (a stored copy included, so a
 * reload shows the bag, not an empty one, until the store answers); `isLoading` before the
 * start-up restore and while a cart id has nothing to show yet; `isError` when the read failed
 * and nothing was known.
 */
export function cartView(s: Pick<CartState, "cartId" | "cart" | "ready" | "status">): CartView {
  if (!s.cartId) return { cart: null, isLoading: !s.ready, isError: false };
  const cart = s.cart?.id === s.cartId ? s.cart : null;
  return { cart, isLoading: cart === null && s.status !== "error", isError: cart === null && s.status === "error" };
}

/** Reads the tab's cart when its id or the locale changes (and on mount, unless read lately). */
export function useLoadCart(locale: Locale): void {
  const cartId = useCartStore((s) => s.cartId);
  useEffect(() => {
    if (cartId) void loadCart(locale);
  }, [cartId, locale]);
}

/** This tab's cart: `null` when there is none. */
export function useCart(): CartView & { refetch: () => void } {
  const locale = useShopLocale();
  useLoadCart(locale);
  const view = useCartStore(useShallow(cartView));
  return { ...view, refetch: () => void loadCart(locale, { force: true }) };
}

/** add, update, remove, openCartById, rebuildFromOrder, clear: see cart-commands.ts. */
export function useCartActions(): CartCommands {
  const locale = useShopLocale();
  return useMemo(() => cartCommands({ locale }), [locale]);
}
