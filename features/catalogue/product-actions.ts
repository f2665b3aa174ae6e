/**
 * What the product page's Add to bag and wishlist buttons ask for. The cart (issue 4) and the
 * wishlist (issue 5) are not built yet, so the buttons announce the request as a typed DOM
 * event instead of pretending it succeeded (no fake "added" toast). Those issues replace
 * these two functions with real calls; the buttons and their payload stay as they are.
 */
export type ProductActionDetail = { productId: number; variantId: number; sku: string; quantity: number };

export const CART_ADD_EVENT = "cart:add";
export const WISHLIST_TOGGLE_EVENT = "wishlist:toggle";

declare global {
  interface WindowEventMap {
    [CART_ADD_EVENT]: CustomEvent<ProductActionDetail>;
    [WISHLIST_TOGGLE_EVENT]: CustomEvent<ProductActionDetail>;
  }
}

export function requestAddToCart(detail: ProductActionDetail): void {
  window.dispatchEvent(new CustomEvent(CART_ADD_EVENT, { detail }));
}

export function requestWishlistToggle(detail: ProductActionDetail): void {
  window.dispatchEvent(new CustomEvent(WISHLIST_TOGGLE_EVENT, { detail }));
}
