// The shared cache of every instance (ADR 0025): Next's data cache (unstable_cache) and its cached
// pages live in Redis, so a tag invalidated through one instance is invalid on all. While Redis is
// unreachable or hung, each instance serves from a local in-memory cache instead: pages keep
// rendering and nothing answers 500 because of the cache.
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import { REDIS_TIMEOUTS } from "./redis-connection.mjs";
import { countCacheRequest } from "./cache-metrics.mjs";

/** Redis answered too slowly: treated like an outage for this call. */
export class SharedCacheTimeoutError extends Error {
  constructor() {
    super(`the shared cache did not answer within ${REDIS_TIMEOUTS.commandMs} ms`);
    this.name = "SharedCacheTimeoutError";
  }
}

/**
 * Every key of one build starts with its build id: pages and data of two builds differ in shape
 * (RSC payloads, chunk names), so during a rolling deploy the old and the new build never read
 * each other's entries.
 * @param {string | undefined} buildId
 */
export function keyPrefix(buildId) {
  return `lumina:${buildId?.trim() || "dev"}:`;
}

/**
 * Entries without their own revalidate period (revalidate: false) are kept a day, not the
 * handler's default year: a build's leftovers leave Redis by themselves after a deploy.
 */
export const CACHE_TTL = Object.freeze({ defaultStaleAge: 24 * 60 * 60 });

/** After a failed call, the shared cache is left alone this long: requests do not each wait on a hung Redis. */
export const SUSPEND_MS = 1000;

/**
 * @template T
 * @param {Promise<T>} promise
 * @returns {Promise<T>}
 */
function withinTimeout(promise) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new SharedCacheTimeoutError()), REDIS_TIMEOUTS.commandMs);
  });
  promise.catch(() => {}); // A late failure after the timeout is not an unhandled rejection.
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The one handler given to the package's CacheHandler: Redis while it answers, else local memory.
 * The local cache is emptied each time Redis is left, so it never serves what another instance
 * invalidated while Redis was up; tags revalidated while Redis is away are sent to Redis as soon
 * as it is back, so that revalidation reaches every instance after all.
 * @param {import("./shared-cache.mjs").SharedCacheOptions} options
 */
export function createSharedCacheHandler({ connection, buildId, log = () => {} }) {
  const client = connection.client;
  const shared = client ? createRedisHandler({ client, keyPrefix: keyPrefix(buildId), timeoutMs: REDIS_TIMEOUTS.commandMs }) : undefined;
  let local = createLruHandler();
  let onLocal = false;
  let suspendedUntil = 0;
  /** @type {Set<string>} */
  const pendingTags = new Set();

  const sharedUsable = () => Boolean(shared && connection.up && Date.now() >= suspendedUntil);

  function switchToLocal() {
    if (onLocal) return;
    onLocal = true;
    local = createLruHandler();
    log("warn", "shared cache unreachable: serving from this instance's memory until it is back");
  }

  /** @param {unknown} error */
  function failed(error) {
    suspendedUntil = Date.now() + SUSPEND_MS;
    switchToLocal();
    if (error instanceof SharedCacheTimeoutError) log("warn", error.message);
  }

  async function backToShared() {
    if (pendingTags.size > 0 && shared) {
      for (const tag of [...pendingTags]) {
        await withinTimeout(shared.revalidateTag(tag));
        pendingTags.delete(tag);
      }
    }
    if (onLocal) {
      onLocal = false;
      log("info", "shared cache back");
    }
  }

  /** @type {import("@fortedigital/nextjs-cache-handler/cache-handler.types").Handler} */
  const handler = {
    name: "lumina-shared",
    async get(key, meta) {
      if (sharedUsable() && shared) {
        try {
          await backToShared();
          const value = await withinTimeout(shared.get(key, meta));
          countCacheRequest(value ? "hit" : "miss");
          return value;
        } catch (error) {
          failed(error);
        }
      } else switchToLocal();
      countCacheRequest("error");
      return local.get(key, meta);
    },
    async set(key, value, ctx) {
      if (sharedUsable() && shared) {
        try {
          await backToShared();
          await withinTimeout(shared.set(key, value, ctx));
          return;
        } catch (error) {
          failed(error);
        }
      } else switchToLocal();
      await local.set(key, value, ctx);
    },
    async revalidateTag(tag) {
      await local.revalidateTag(tag);
      if (sharedUsable() && shared) {
        try {
          await backToShared();
          await withinTimeout(shared.revalidateTag(tag));
          return;
        } catch (error) {
          failed(error);
        }
      } else switchToLocal();
      pendingTags.add(tag);
    },
    async delete(key) {
      await local.delete?.(key);
      if (sharedUsable() && shared) await withinTimeout(shared.delete?.(key) ?? Promise.resolve()).catch(failed);
    },
    async prepare() {
      if (sharedUsable() && shared) await withinTimeout(shared.prepare?.() ?? Promise.resolve()).catch(failed);
    },
  };
  return handler;
}
