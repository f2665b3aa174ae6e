import { LOCALES, type RegionCode } from "@/lib/i18n/locales";
import { browserStorage, warn } from "./browser-storage";
import { writeSessionCartId } from "./cart-id";
import type { CartState } from "./cart-state";
import type { ClientCart } from "./client-types";
import { clearGuestCart, writeGuestCart } from "./guest-store";

/** Session storage key of the tab's last known cart (`cartData`), read back on reload. */
export const SESSION_CART_DATA_KEY = "cartData";

export type SessionCartCopy = { cartData: ClientCart; timestamp: number; region: RegionCode };

type Persisted = Pick<CartState, "cartId" | "cart" | "savedAt" | "loaded" | "locale" | "signedIn">;

/**
 * Storage follows the cart store (subscribed in cart-store.ts): the tab's cart id and last known
 * cart in session storage; for a guest, the copy in local storage each time the store answers
 * (a copy read back at start-up is not written again, nor a customer's cart before her sign-in
 * is known: it waits for the store's answer).
 */
export function persistCart(state: Persisted, prev: Persisted): void {
  if (state.cartId !== prev.cartId) writeSessionCartId(browserStorage("session"), state.cartId);
  if (state.cart !== prev.cart || state.savedAt !== prev.savedAt) writeSessionCopy(state);
  const answered =
    state.loaded !== null &&
    (state.cart !== prev.cart || state.loaded !== prev.loaded || state.signedIn !== prev.signedIn);
  if (answered && !state.signedIn) saveGuestCopy(state);
}

/** The guest copy of the state's cart (also at sign-out: saved again after ~100 ms and ~1 s). */
export function saveGuestCopy({ cart, savedAt, locale }: Pick<CartState, "cart" | "savedAt" | "locale">): void {
  const cartLocale = locale ?? cart?.locale;
  if (!cart || !cartLocale) return;
  const { region } = LOCALES[cartLocale];
  writeGuestCart(browserStorage("local"), {
    cartId: cart.id,
    cartData: cart,
    timestamp: savedAt,
    region,
    locale: cartLocale,
  });
}

function writeSessionCopy({ cart, savedAt, locale }: Pick<CartState, "cart" | "savedAt" | "locale">): void {
  const storage = browserStorage("session");
  try {
    const cartLocale = locale ?? cart?.locale;
    if (!cart || !cartLocale) storage?.removeItem(SESSION_CART_DATA_KEY);
    else
      storage?.setItem(
        SESSION_CART_DATA_KEY,
        JSON.stringify({
          cartData: cart,
          timestamp: savedAt,
          region: LOCALES[cartLocale].region,
        } satisfies SessionCartCopy),
      );
  } catch (error) {
    // A full quota: the id is enough to read the cart again.
    warn("could not save the cart", error);
  }
}

/** Everything stored about the tab's cart goes (forgetCart). */
export function clearStoredCart(): void {
  const session = browserStorage("session");
  writeSessionCartId(session, null);
  try {
    session?.removeItem(SESSION_CART_DATA_KEY);
  } catch (error) {
    warn("could not clear the cart", error);
  }
  clearGuestCart(browserStorage("local"));
}

/** The tab's last known cart if it is the cart of this id and country, else null. */
export function readSessionCopy(cartId: string, region: RegionCode): { cart: ClientCart; savedAt: number } | null {
  try {
    const raw = browserStorage("session")?.getItem(SESSION_CART_DATA_KEY);
    if (!raw) return null;
    const copy = JSON.parse(raw) as Partial<SessionCartCopy>;
    const cart = copy.cartData;
    const usable =
      cart?.id === cartId &&
      copy.region === region &&
      typeof copy.timestamp === "number" &&
      Array.isArray(cart.line_items?.physical_items) &&
      typeof cart.totalCount === "number";
    return usable ? { cart, savedAt: copy.timestamp! } : null;
  } catch (error) {
    warn("could not read the cart", error);
    return null;
  }
}
