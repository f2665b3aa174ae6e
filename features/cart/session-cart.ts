import type { Cart } from "@/lib/commerce/cart-types";
import { LOGOUT_RESTORE_DELAYS_MS } from "@/lib/constants";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { browserStorage } from "./browser-storage";
import { currentCartId, forget, remember } from "./cart-commands";
import { loadCart } from "./cart-load";
import { saveGuestCopy } from "./cart-persist";
import { useCartStore } from "./cart-store";
import type { ClientCart } from "./client-types";
import { clearGuestCart } from "./guest-store";
import { toClientCart } from "./totals";

/**
 * The cart's part of sign-in and sign-out (merge, hand back, save the guest copy), which auth's session-client.ts runs
 * in its order: the cart keeps its own store, storage and fetchers, auth only says when.
 */

/** The tab's cart id, as the merge at sign-in sends it. */
export { currentCartId };

/** The customer's saved cart (the id her cart attribute holds), read with the fetchers loaded on first use. */
export async function loadSavedCart(cartId: string, locale: Locale): Promise<Cart> {
  return (await import("./api")).getCart({ cartId, region: LOCALES[locale].region, locale });
}

/** The tab's cart, given to the customer who just signed in; null when the tab has none. */
export async function attachCartToCustomer(customerId: number, locale: Locale): Promise<Cart | null> {
  const cartId = currentCartId();
  return cartId
    ? (await import("./api")).updateCart({ cartId, customerId, region: LOCALES[locale].region, locale })
    : null;
}

/** The cart a signed-in customer now holds: the tab's cart, no guest copy (customers keep it in the attribute). */
export function holdCustomerCart(locale: Locale, cart: Cart | null): void {
  useCartStore.getState().set({ signedIn: true, customerCartId: cart?.id ?? null });
  clearGuestCart(browserStorage("local"));
  if (cart) remember({ locale }, toClientCart(cart));
  else forget();
}

/** What sign-out sends the server: the tab's cart id, and the cart as the tab shows it (when it is that cart). */
export function cartAtSignOut(): { cartId: string | null; cart: ClientCart | null } {
  const cartId = currentCartId();
  const { cart } = useCartStore.getState();
  return { cartId, cart: cartId && cart?.id === cartId ? cart : null };
}

/**
 * After sign-out: with no guest cart from the server the tab has no cart; else the cart becomes
 * the guest's, shown as it was (now a copy to read again) and only its id stored, restored after
 * ~100 ms and saved again for the region and locale after ~1 s.
 */
export function releaseCartAtSignOut(locale: Locale, guestCartId: string | null, cart: ClientCart | null): void {
  if (!guestCartId) {
    useCartStore.getState().set({ signedIn: false, customerCartId: null });
    forget();
    return;
  }
  const guestCart = cart?.id === guestCartId ? { ...cart, customer_id: 0 } : null;
  useCartStore
    .getState()
    .set({ signedIn: false, customerCartId: null, cartId: guestCartId, cart: guestCart, loaded: null, locale });
  const save = () => {
    const state = useCartStore.getState();
    if (!state.signedIn && state.cartId === guestCartId) saveGuestCopy(state);
  };
  setTimeout(() => {
    save();
    void loadCart(locale, { force: true });
  }, LOGOUT_RESTORE_DELAYS_MS[0]);
  setTimeout(save, LOGOUT_RESTORE_DELAYS_MS[1]);
}
