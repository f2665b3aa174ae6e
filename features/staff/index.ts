// features/staff: customer service: the staff sign-in, look-ups, cart copies, deliveries and
// returns moved by staff, the audit (ADR 0017).
//
// Public entries (another feature imports only these; ADR 0032):
//   index.ts  (this file) nothing yet: no plain function of staff is used elsewhere
//   server.ts the staff sign-in a page asks for, the actor (server-only)
//   schema.ts the staff routes' contracts (zod)
export {};
