// features/cart: carts and orders (Carts v3 shape), the cart routes' contracts and orchestration,
// and the bag in the browser: one zustand store (cart-store.ts) behind use-* hooks (ADR 0012).
//
// Public entries (another feature imports only these; ADR 0032):
//   index.ts  (this file) plain code, safe anywhere: a line's options as text, the checkout
//             address, a product card's add button (server markup the page's CardControls serves)
//   client.ts the bag's hooks; sign-in's and sign-out's cart steps, loaded on demand
//   server.ts the routes' orchestration, the cart attribute, signed order links (server-only)
//   schema.ts the cart routes' contracts (zod)
export { checkoutHref } from "./checkout-href";
export { formatLineOptions } from "./line-options";
export { CardCartAction } from "./components/card-cart-action";
export type { ClientCart, ClientCartLine } from "./client-types";
