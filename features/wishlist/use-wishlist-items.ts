"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import type { ProductSummary } from "@/lib/commerce/types";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { getQueryClient } from "@/lib/query/query-client";
import { useGuestWishlistStore } from "./guest-store";
import { useCustomerId, useGuestItems, useLocale, useToggle } from "./use-wishlist";
import { customerWishlistQuery, guestProductsQuery } from "./wishlist-query";

/** A saved piece: its product once known (a guest's come from a separate read; `null` until then). */
export type WishlistEntry = { productId: number; addedAt: string; product: ProductSummary | null };

/**
 * The shopper's full wishlist with its products, for the drawer and the account page (both load
 * on demand, so TanStack Query comes with them, never with a page's start-up: ADR 0031). A guest's
 * list is local storage with today's summaries read from the server; a customer's is her shared
 * query (the hearts' and the count's). There is no provider: queries take the client explicitly.
 */
export function useWishlist({ locale: given, products = false }: { locale?: Locale; products?: boolean } = {}) {
  const locale = useLocale(given);
  const customerId = useCustomerId(locale);
  const guestItems = useGuestItems(locale);
  const queryClient = getQueryClient();
  const customer = useQuery(
    { ...customerWishlistQuery(locale, customerId ?? 0), enabled: customerId !== null },
    queryClient,
  );
  const guestIds = useMemo(() => guestItems.map((i) => i.productId), [guestItems]);
  const guest = useQuery(
    {
      ...guestProductsQuery(locale, guestIds),
      enabled: customerId === null && products && guestIds.length > 0,
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
  const toggle = useToggle(locale, customerId);

  const items = useMemo((): WishlistEntry[] => {
    if (customerId !== null) {
      const seen = new Set<number>();
      return (customer.data ?? []).flatMap((list) =>
        list.items.flatMap((i) =>
          seen.has(i.productEntityId)
            ? []
            : (seen.add(i.productEntityId), [{ productId: i.productEntityId, addedAt: i.addedAt, product: i.product }]),
        ),
      );
    }
    const byId = new Map(guest.data?.map((p) => [p.entityId, p]));
    return guestItems.map((i) => ({
      productId: i.productId,
      addedAt: new Date(i.addedAt).toISOString(),
      product: byId.get(i.productId) ?? null,
    }));
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
