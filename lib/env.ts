import { parseServerEnv, type ServerEnv } from "#env-schema";

/**
 * The only file that reads process.env. Server values are parsed once, lazily, so a
 * client bundle that imports `publicEnv` never touches (or ships) a server secret:
 * Next inlines only NEXT_PUBLIC_* names, and those are read statically below. The schema
 * itself comes through `#env-schema` (package.json "imports"), a stub in browser bundles.
 */
export type { ServerEnv };

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}

/** Browser-safe configuration; every name here is public by design. */
export const publicEnv = {
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN || undefined,
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000",
} as const;
