// features/catalogue: product cards, the product page, listings (their data read on the server,
// their state in the address: lib/catalogue/listing-url.ts), recently viewed, cache tags.
//
// Public entries (another feature imports only these; ADR 0032):
//   index.ts  (this file) plain code, safe anywhere: a product card (markup a server page or a
//             client rail renders)
//   client.ts the shopper's recently viewed products
//   server.ts the catalogue's cache tags (server-only)
export { ProductCard } from "./components/product-card";
