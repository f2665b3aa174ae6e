import type { Locale } from "@/lib/i18n/locales";

/** The confirmation page of an order; the access key is what lets a guest open it. */
export function confirmationPath(locale: Locale, order: { id: number; access_key: string }): string {
  const query = new URLSearchParams({ order: String(order.id), key: order.access_key });
  return `/${locale}/checkout/confirmation?${query}`;
}

export const cartPath = (locale: Locale, cartId?: string) =>
  cartId ? `/${locale}/cart?cartId=${encodeURIComponent(cartId)}` : `/${locale}/cart`;
