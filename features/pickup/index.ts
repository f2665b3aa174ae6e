// features/pickup: collect in store. Each boutique keeps its own stock; a shopper sees on a product
// page where a piece can be collected, chooses a boutique at checkout, and is told when her order
// is ready there (the tracking steps; ADR 0040).
//
// Public entries (another feature imports only these):
//   index.ts  (this file) plain code: the boutique block of pages and e-mails
//   client.ts the product page's availability and store picker, the checkout's choice of boutique
//   server.ts GET /api/pickup/stock's answer
//   schema.ts the route's contract (zod)
export { PickupStoreCard } from "./components/pickup-store-card";
// The boutique chosen this visit, for the bag's Checkout (a hook without texts: the bag's route sends none of ours).
export { useChosenStore } from "./chosen-store";
