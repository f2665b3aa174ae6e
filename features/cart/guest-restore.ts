import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { browserStorage } from "./browser-storage";
import { currentCartId } from "./cart-commands";
import { useCartStore } from "./cart-store";
import { readGuestCart } from "./guest-store";

/**
 * Guest cart start-up: only without a signed-in customer. A stored guest cart
 * with data and id, while the store has not answered with a cart on this page, becomes the
 * tab's cart (shown at once, read again: its `loaded` is empty); a bare id becomes the tab's id
 * when it has none. Session storage follows the store (cart-persist.ts). Then the tab's cart id
 * is resolved.
 */
export function restoreGuestCart({ locale }: { locale: Locale }): void {
  const { region } = LOCALES[locale];
  const store = useCartStore.getState();
  if (!store.signedIn) {
    const record = readGuestCart(browserStorage("local"), { region, locale });
    const current = currentCartId();
    const answered = current !== null && store.cart?.id === current && store.loaded !== null;
    if (record.cartId && record.cartData && !answered) {
      // Dated as saved: the read that follows refreshes prices, stock and names.
      store.set({
        cartId: record.cartId,
        cart: record.cartData,
        savedAt: record.timestamp,
        loaded: null,
        locale: record.locale,
      });
    } else if (record.cartId && !current) {
      store.set({ cartId: record.cartId });
    }
  }
  useCartStore.getState().set({ cartId: currentCartId(), ready: true });
}
