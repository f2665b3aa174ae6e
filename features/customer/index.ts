// features/customer: the signed-in customer, cached in the browser (zustand, persisted) and
// answered by the customer routes' identity on the server.
//
// Public entries (another feature imports only these; ADR 0032):
//   index.ts  (this file) the cached customer's shape
//   client.ts the customer store and useCustomer()
//   server.ts the routes' signed-in identity (server-only)
export type { StoredCustomer } from "./store";
