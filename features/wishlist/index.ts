// features/wishlist: a guest's list in the browser, a signed-in customer's through the wishlist
// routes (TanStack Query, loaded only for her), the hearts on cards and the wishlist page.
//
// Public entries (another feature imports only these; ADR 0032):
//   index.ts  (this file) plain code, safe anywhere: a card's heart (server markup the page's
//             WishlistHearts serves), the merge's outcome
//   client.ts the product page's toggle; sign-in's merge of the guest list, loaded on demand
//   schema.ts the wishlist routes' contracts (zod)
export { CardHeart } from "./components/card-heart";
export type { WishlistMergeResult } from "./merge";
