import { LOCALES } from "@/lib/i18n/locales";
import { browserStorage } from "./browser-storage";
import { writeSessionCartId } from "./cart-id";
import { cartKey, currentCartId, type CartContext } from "./cart-commands";
import { useCartStore } from "./cart-store";
import { readGuestCart } from "./guest-store";

/**
 * Guest cart start-up (spec section 4): only without a signed-in customer. A stored guest cart
 * with data and id, while no cart is cached, becomes the cached cart and its id is saved in
 * session storage; a bare id is only saved. Then the tab's cart id is resolved.
 */
export function restoreGuestCart(ctx: CartContext): void {
  const { region } = LOCALES[ctx.locale];
  const store = useCartStore.getState();
  if (!store.signedIn) {
    const record = readGuestCart(browserStorage("local"), { region, locale: ctx.locale });
    const current = currentCartId();
    const cached = current ? ctx.queryClient.getQueryData(cartKey(region, current, ctx.locale)) : undefined;
    if (record.cartId && record.cartData && !cached) {
      // Dated as saved, so the query refreshes prices, stock and names at once.
      ctx.queryClient.setQueryData(cartKey(region, record.cartId, ctx.locale), record.cartData, { updatedAt: record.timestamp });
      writeSessionCartId(browserStorage("session"), record.cartId);
      store.set({ cartId: record.cartId });
    } else if (record.cartId) {
      writeSessionCartId(browserStorage("session"), record.cartId);
    }
  }
  store.set({ cartId: currentCartId(), ready: true });
}
