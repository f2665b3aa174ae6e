import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";

/**
 * next.config.ts's cache lines (ADR 0025). With REDIS_URL, Next's data cache and cached pages go
 * to lib/cache/cache-handler.mjs (Redis, shared by every instance), and Next's own in-memory copy
 * in front of its file cache is turned off (cacheMaxMemorySize 0) so no instance answers from a
 * private copy. Without it nothing changes: Next's file cache, as on the embedded default.
 * `next dev` caches nothing worth sharing and keeps the default too.
 *
 * `privateCache` (E2E_PRIVATE_CACHE=1, the hosted e2e server only) loads the same handler without
 * Redis: a cache in the process's own memory. Two servers of one build otherwise share the cached
 * pages and data in `.next` on disk, so the hosted server (ae on BigCommerce, content from Strapi)
 * would serve pages the embedded server rendered from its own files, and the other way round.
 *
 * The path is absolute from the project folder (next build and next start run there): the config
 * may be compiled to CommonJS, where import.meta.url does not exist. Next loads the file at run
 * time; the standalone output keeps the path relative to .next.
 */
export function sharedCacheConfig(
  redisUrl: string | undefined,
  phase: string,
  root = process.cwd(),
  privateCache = false,
): Pick<NextConfig, "cacheHandler" | "cacheMaxMemorySize"> {
  if ((!redisUrl && !privateCache) || phase === PHASE_DEVELOPMENT_SERVER) return {};
  return { cacheHandler: path.join(root, "lib", "cache", "cache-handler.mjs"), cacheMaxMemorySize: 0 };
}
