// The cache handler Next loads from its path at run time when REDIS_URL was set for next.config.ts
// (ADR 0025). Plain ESM: Next imports it as it is, outside the app's bundles, so it reads its
// environment itself (it cannot reach lib/env.ts; start-up has validated REDIS_URL already).
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import pino from "pino";
import { REDACT_PATHS } from "../log/redact.mjs";
import { REDIS_TIMEOUTS, sharedRedis } from "./redis-connection.mjs";
import { CACHE_TTL, createSharedCacheHandler } from "./shared-cache.mjs";

const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { component: "cache" },
  redact: REDACT_PATHS,
});

CacheHandler.onCreation(async ({ buildId }) => {
  const url = process.env.REDIS_URL;
  // `next build` renders with a memory cache of its own: nothing of the build is worth sharing
  // (every instance renders a page the first time it is asked), and the build needs no Redis.
  if (!url || process.env.NEXT_PHASE === "phase-production-build") {
    return { handlers: [createLruHandler()], ttl: CACHE_TTL };
  }
  const connection = sharedRedis(url);
  // Once per process: the first pages wait for the first connection attempt (at most connectMs)
  // rather than start on the local fallback while Redis is merely still connecting.
  await Promise.race([
    connection.firstAttempt,
    new Promise((resolve) => setTimeout(resolve, REDIS_TIMEOUTS.connectMs)),
  ]);
  const handler = createSharedCacheHandler({ connection, buildId, log: (level, message) => logger[level](message) });
  return { handlers: [handler], ttl: CACHE_TTL };
});

export default CacheHandler;
