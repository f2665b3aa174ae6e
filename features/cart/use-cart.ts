"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "next/navigation";
import { useMemo } from "react";
import { DEFAULT_LOCALE, LOCALES, parseLocale, type Locale } from "@/lib/i18n/locales";
import { retryUnlessRefused } from "@/lib/http/api-error";
import { cartCommands, cartKey, fetchCart, type CartCommands } from "./cart-commands";
import { useCartStore } from "./cart-store";
import type { ClientCart } from "./client-types";

/** The locale of the page (first path segment). */
export function useShopLocale(): Locale {
  return parseLocale(useParams<{ locale: string }>()?.locale) ?? DEFAULT_LOCALE;
}

/**
 * This tab's cart: `null` when there is none. `isLoading` until the start-up restore has run and
 * the cart has arrived; `isError` when it could not be loaded and nothing was cached.
 */
export function useCart(): { cart: ClientCart | null; isLoading: boolean; isError: boolean; refetch: () => void } {
  const locale = useShopLocale();
  const queryClient = useQueryClient();
  const cartId = useCartStore((s) => s.cartId);
  const ready = useCartStore((s) => s.ready);
  const query = useQuery({
    queryKey: cartKey(LOCALES[locale].region, cartId ?? "", locale),
    queryFn: () => fetchCart({ queryClient, locale }, cartId!),
    enabled: cartId !== null,
    retry: retryUnlessRefused,
  });
  const refetch = () => void query.refetch();
  if (!cartId) return { cart: null, isLoading: !ready, isError: false, refetch };
  return { cart: query.data ?? null, isLoading: query.isPending, isError: query.isError && !query.data, refetch };
}

/** add, update, remove, openCartById, rebuildFromOrder, clear: see cart-commands.ts. */
export function useCartActions(): CartCommands {
  const locale = useShopLocale();
  const queryClient = useQueryClient();
  return useMemo(() => cartCommands({ queryClient, locale }), [queryClient, locale]);
}
