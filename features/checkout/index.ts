// features/checkout: the embedded store's checkout (cash on delivery), the hosted checkouts'
// hand-off, the order confirmation (page and mail). Addresses are features/address's.
//
// Public entries (another feature imports only these; ADR 0032):
//   index.ts  (this file) an order's or a cart's summary (lines and totals with VAT), the delivery date
//   server.ts placing an order, the confirmation, and the order summary's markup (server-only)
//   schema.ts the checkout routes' contracts (zod)
export { cartSummary, orderSummary, type Summary, type SummaryLine } from "./summary";
export { estimatedDeliveryDate } from "./delivery";
