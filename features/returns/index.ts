// features/returns: online returns (ADR 0014): the return flow, a return's page and list, the order
// page's returns box, the returns routes' orchestration and mails.
//
// Public entries (another feature imports only these; ADR 0032):
//   index.ts  (this file) nothing yet: no plain function of returns is used elsewhere
//   server.ts the returns routes' orchestration (server-only)
//   schema.ts the returns routes' contracts (zod)
export {};
