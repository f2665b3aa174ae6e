// features/cart in the browser; see index.ts. The store is already on every page (CartBootstrap in
// the locale layout). Sign-in's and sign-out's cart steps load only when the shopper signs in or
// out: importing this entry never loads them.
export { useCart, useCartActions, type CartView } from "./use-cart";
export const loadSessionCart = () => import("./session-cart");
export { PromoCode } from "./components/promo-code";
export { refusalText } from "./promo-text";
