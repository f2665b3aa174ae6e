// features/app-state: the shopper's locale and brand tab in the browser (the user_locale cookie,
// the locale switch).
//
// Public entries (another feature imports only these; ADR 0032):
//   index.ts  (this file) nothing yet: the shell (app/[locale]/_shell/) uses it directly
export {};
