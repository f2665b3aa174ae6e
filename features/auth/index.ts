// features/auth: sign-in, sign-up, e-mail confirmation, password reset and change, sign-out
// (ADR 0013), their forms (loaded with their modals; the modals open through the shell's
// useAuthModal) and the auth routes' helpers.
//
// Public entries (another feature imports only these; ADR 0032):
//   index.ts  (this file) nothing yet: no plain function of auth is used elsewhere
//   client.ts sign-out for any button
//   server.ts the confirmation and reset mails, the routes' throttling (server-only)
//   schema.ts the auth routes' contracts (zod)
export {};
