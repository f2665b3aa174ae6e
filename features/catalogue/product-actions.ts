/**
 * What the product page's wishlist heart asks for. The wishlist (issue 5) is not built yet, so
 * the button announces the request as a typed DOM event instead of pretending it succeeded (no
 * fake "saved" toast). Issue 5 replaces this function with a real call; the button and its
 * payload stay as they are. (Add to bag is real: features/cart.)
 */
export type ProductActionDetail = { productId: number; variantId: number; sku: string; quantity: number };

export const WISHLIST_TOGGLE_EVENT = "wishlist:toggle";

declare global {
  interface WindowEventMap {
    [WISHLIST_TOGGLE_EVENT]: CustomEvent<ProductActionDetail>;
  }
}

export function requestWishlistToggle(detail: ProductActionDetail): void {
  window.dispatchEvent(new CustomEvent(WISHLIST_TOGGLE_EVENT, { detail }));
}
