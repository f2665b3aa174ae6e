// features/content: the content pages' components: brand homes, help centre, error promos
// (lib/content reads the entries).
//
// Public entries (another feature imports only these; ADR 0032):
//   index.ts  (this file) nothing yet: pages render its components directly
export {};
