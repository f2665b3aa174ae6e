import "server-only";

// features/staff on the server (ADR 0032): the staff sign-in a page behind it asks for (the
// mailbox's, for one), and who the actor is.
export { pageStaff, requireStaff } from "./page-auth";
export type { StaffActor } from "./auth";
