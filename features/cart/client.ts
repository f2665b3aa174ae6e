// features/cart in the browser; see index.ts. The store is already on every page (CartBootstrap in
// the locale layout). Sign-in's and sign-out's cart steps load only when the shopper signs in or
// out, and the promo code field when a checkout draws it: importing this entry for the bag's hooks
// (a product page's Add to bag) loads neither. The bundler keeps every module this entry names
// statically, used or not: the field was 1.5 KB of a product page's JavaScript.
import { lazy } from "react";

export { useCart, useCartActions, type CartView } from "./use-cart";
export const loadSessionCart = () => import("./session-cart");
/** The bag's and the checkout's promo code field (components/promo-code.tsx), loaded when first drawn: draw it under Suspense. */
export const PromoCode = lazy(() => import("./components/promo-code").then((m) => ({ default: m.PromoCode })));
export { refusalText } from "./promo-text";
