// features/mailbox: the local mailbox (ADR 0017): who may read it, its mails.
//
// Public entries (another feature imports only these; ADR 0032):
//   index.ts  (this file) nothing yet: its page reads it directly
//   server.ts the mailbox's mails and access (server-only)
export {};
