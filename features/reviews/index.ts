// features/reviews: product reviews: the product page's list and form, the account's reviews.
//
// Public entries (another feature imports only these; ADR 0032):
//   index.ts  (this file) nothing yet: no plain function of reviews is used elsewhere
//   schema.ts the review routes' contracts (zod)
export {};
