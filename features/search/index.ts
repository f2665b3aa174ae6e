// features/search: search and suggestions on the country's index (lib/search), the header's search
// panel (panel/, loaded with its drawer), the recommended rail.
//
// Public entries (another feature imports only these; ADR 0032):
//   index.ts  (this file) nothing yet: no plain function of search is used elsewhere
//   server.ts a listing's or a search's results with their products (server-only)
//   schema.ts the search routes' contracts (zod)
export {};
