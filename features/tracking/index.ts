// features/tracking: where an order is, for everyone who has its number and contact, and for staff
// who move it on (ADR 0039).
//
// Public entries (another feature imports only these):
//   index.ts  (this file) plain code: the e-mails of an order's steps
//   client.ts the timeline as the shopper reads it (the track-order page, My orders)
//   server.ts the look-ups (number and contact, signed link), the throttle, the signed link, the step mails
//   schema.ts the routes' contracts (zod)
export { MAILED_STEPS, ORDER_STEP_KIND } from "./emails";
