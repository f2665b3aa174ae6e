// features/seo: the sitemaps.
//
// Public entries (another feature imports only these; ADR 0032):
//   index.ts  (this file) nothing yet: the sitemap routes read it directly
export {};
