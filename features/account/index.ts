// features/account: the account area's sections (overview, orders, details, address book,
// payment methods, newsletter), their client islands and the customer routes' contracts.
// The page (app/[locale]/account/) composes these with returns, reviews and the wishlist.
//
// Public entries (another feature imports only these; ADR 0032):
//   index.ts  (this file) the account's addresses (paths) and section names
//   client.ts the account's toasts, its address book's data and form
//   server.ts the viewer, attributes, a customer's order (server-only)
//   schema.ts the customer, order and address routes' contracts (zod)
export {
  accountPath,
  helpCentrePath,
  orderPath,
  returnFlowPath,
  returnPagePath,
  type AccountSection,
} from "./sections";
