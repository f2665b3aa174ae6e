import { create } from "zustand";
import type { Locale } from "@/lib/i18n/locales";
import { clearStoredCart, persistCart } from "./cart-persist";
import type { ClientCart } from "./client-types";
import type { CartNotice, CartState } from "./cart-state";

export const useCartStore = create<CartState>()((set) => ({
  cartId: null,
  cart: null,
  savedAt: 0,
  loaded: null,
  status: "idle",
  locale: null,
  ready: false,
  hydrated: false,
  signedIn: false,
  customerCartId: null,
  notice: null,
  set: (next) => set(next),
}));

useCartStore.subscribe(persistCart);

/** The header badge: the pieces in the last known cart. */
export const selectCartCount = (s: Pick<CartState, "cart">): number => s.cart?.totalCount ?? 0;

export const loadedKey = (cartId: string, locale: Locale) => `${cartId}|${locale}`;

/** Bumped by every change of the cart, so a read that started before one does not overwrite it. */
let revision = 0;
export const cartRevision = () => revision;

/** The store answered with this cart (a read or a change): it becomes the tab's cart. */
export function rememberCart(locale: Locale, cart: ClientCart): void {
  revision += 1;
  useCartStore
    .getState()
    .set({ cartId: cart.id, cart, savedAt: Date.now(), loaded: loadedKey(cart.id, locale), status: "idle", locale });
}

/**
 * No cart any more (emptied, deleted, unknown, another country's): the state empties and what
 * was stored goes with it, even when the state held nothing yet (a region change at start-up).
 */
export function forgetCart(): void {
  revision += 1;
  useCartStore.getState().set({ cartId: null, cart: null, savedAt: 0, loaded: null, status: "idle" });
  clearStoredCart();
}

let notices = 0;

/** Asks for a toast; CartBootstrap translates and shows it. */
export function notifyCart(kind: CartNotice["kind"], key: string, values?: Record<string, unknown>): void {
  notices += 1;
  useCartStore.getState().set({ notice: { id: notices, kind, key, values } });
}
