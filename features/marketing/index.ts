// features/marketing: the marketing events port (ADR 0024): visitor ids, limits, events stored and
// forwarded.
//
// Public entries (another feature imports only these; ADR 0032):
//   index.ts  (this file) nothing yet: no plain function of marketing is used elsewhere
//   server.ts events and visitor ids for the routes (server-only)
//   schema.ts the marketing routes' contracts (zod)
export {};
