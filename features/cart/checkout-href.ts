import type { Cart } from "@/lib/commerce/cart-types";
import { safeLocalPath } from "@/lib/http/safe-local-path";

/**
 * Where the bag's "Checkout" goes: the cart's checkout address, or for a hosted country (an
 * absolute address on its store) our checkout page, which sends her on signed in (ADR 0023). Only
 * a path that stays on our site is followed as it is (`safeLocalPath`).
 */
export function checkoutHref(
  cart: Pick<Cart, "id" | "locale" | "redirect_urls">,
  pickupStoreId: number | null = null,
): string {
  const target = cart.redirect_urls.checkout_url;
  // A boutique chosen this visit goes with a hosted country's cart: our page hands it to its checkout.
  const store = pickupStoreId ? `&store=${pickupStoreId}` : "";
  return safeLocalPath(target) ?? `/${cart.locale}/checkout?cartId=${encodeURIComponent(cart.id)}${store}`;
}
