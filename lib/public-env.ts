/**
 * Browser-safe configuration; every name here is public by design. Kept apart from lib/env.ts
 * (which validates the server's values with zod) so that client code importing it does not
 * ship zod: ~110 KB of JavaScript on every page. Next inlines NEXT_PUBLIC_* names read statically.
 */
export const publicEnv = {
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN || undefined,
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000",
} as const;
