// features/store-locations: the store locator page.
//
// Public entries (another feature imports only these; ADR 0032):
//   index.ts  (this file) nothing yet: its page renders it directly
export {};
