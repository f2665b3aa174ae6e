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
  /** @param {number} [ms] */
  constructor(ms = REDIS_TIMEOUTS.commandMs) {
    super(`the shared cache did not answer within ${ms} ms`);
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
 * How long a revalidation may take in Redis. It is not on a shopper's time (Next runs it after
 * the answer), and the package scans every entry's tags to find those carrying the tag, which
 * takes longer than a read on a full cache.
 */
export const REVALIDATE_TIMEOUT_MS = 5000;

/**
 * A revalidated tag that could not be sent to Redis is tried again this often, by a timer of its
 * own: an instance that serves nothing after the revalidation must still deliver it, or every
 * other instance keeps serving what it invalidated.
 */
export const RETRY_MS = 250;

/** The step of the timeout's clock (below). */
const TICK_MS = 25;
/** How much later than its budget a timeout may fire while this process's event loop is held. */
export const MAX_LAG_MS = 1000;

/**
 * Rejects with SharedCacheTimeoutError once `ms` of this process's own time has passed without an
 * answer. The budget is counted in ticks, and a tick counts at most twice its length however late
 * it fires: a late timer means this process was busy (a page rendering on the same core, a garbage
 * collection), and Redis's answer is then usually waiting unread in the socket. Timers run before
 * sockets are read in each turn of the event loop, so a plain timer took a process busy for 300 ms
 * for a hung Redis, and the instance left the shared cache for a second while Redis was fine. A
 * Redis that is really hung is still given up on after `ms`, or `ms + MAX_LAG_MS` at most while
 * the process stays busy.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} [ms]
 * @param {number} [maxLagMs]
 * @returns {Promise<T>}
 */
export function withinTimeout(promise, ms = REDIS_TIMEOUTS.commandMs, maxLagMs = MAX_LAG_MS) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    const started = performance.now();
    let last = started;
    let waited = 0;
    const tick = () => {
      const now = performance.now();
      waited += Math.min(now - last, 2 * TICK_MS);
      last = now;
      if (waited >= ms || now - started >= ms + maxLagMs) reject(new SharedCacheTimeoutError(ms));
      else timer = setTimeout(tick, Math.min(TICK_MS, ms - waited));
    };
    timer = setTimeout(tick, Math.min(TICK_MS, ms));
  });
  promise.catch(() => {}); // A late failure after the timeout is not an unhandled rejection.
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The package's hash of tags' revalidation times, which its reads check every entry's tags against. */
const REVALIDATED_TAGS_KEY = "__revalidated_tags__";

/** A read older than this before a write is not taken as the start of that write's render. */
export const MAX_RENDER_MS = 60_000;

const PAGE_KINDS = new Set(["APP_PAGE", "APP_ROUTE", "PAGES"]);

/**
 * A cached page as read, with its own lifetime. The package stores a page's revalidate period
 * (`lifespan.revalidate`) but hands Next no `cacheControl`, and Next then knows a page's period only
 * on the instance that rendered it (in that process's memory): on every other instance a path such
 * as /en-sa/p/... , which the build does not list, counts as revalidating after 1 s. Such an
 * instance served the page stale after its first second and rendered it again in the background,
 * on each request; a background render that read the old price just before a revalidation wrote
 * the old page back just after it, over the new one, and both instances served it (the cluster
 * test: A kept the old price after B had the new one). With the lifetime carried by the entry,
 * every instance treats the page alike.
 * @template {{ value?: unknown, lifespan?: { revalidate?: unknown } | null, cacheControl?: unknown } | null | undefined} T
 * @param {T} entry
 * @returns {T}
 */
export function withLifetime(entry) {
  const kind = /** @type {{ kind?: string } | null | undefined} */ (entry?.value)?.kind;
  if (!entry || entry.cacheControl || !kind || !PAGE_KINDS.has(kind)) return entry;
  const revalidate = entry.lifespan?.revalidate;
  return {
    ...entry,
    cacheControl: {
      revalidate: typeof revalidate === "number" && revalidate > 0 ? revalidate : false,
      expire: undefined,
    },
  };
}

/**
 * The one handler given to the package's CacheHandler: Redis while it answers, else local memory.
 * The local cache is emptied each time Redis is left, so it never serves what another instance
 * invalidated while Redis was up.
 *
 * A revalidated tag goes to Redis at once whenever the connection is up, even while reads are
 * suspended after a slow answer (the suspension spares shoppers' requests, and a revalidation is
 * not one). One that cannot be sent (Redis down or failing) is kept and sent again every RETRY_MS
 * by a timer, and until it is delivered this instance reads and writes only its local cache, where
 * the tag has already been applied. Sending it only with this instance's next read, as before, held
 * the revalidation back for as long as no request reached this instance (10-15 s in the cluster
 * test, where B kept serving the old price).
 *
 * A revalidated tag is also stamped with its time in Redis, and an entry is written with the time
 * its render began (this instance's last read of its key) rather than the time it was written:
 * every instance's read treats an entry rendered before the stamp as missing. Deleting the tag's
 * entries alone left a render that straddled the revalidation (it read the old data just before,
 * wrote its page just after) to put the old page back for its whole period. The stamps compare the
 * clocks of two instances: hosts must keep their clocks in step (NTP); a skew widens that window
 * by as much.
 * @param {import("./shared-cache.mjs").SharedCacheOptions} options
 */
export function createSharedCacheHandler({ connection, buildId, log = () => {} }) {
  const client = connection.client;
  // The package's own deadline on each command is a plain timer, which a busy process takes for a
  // hung Redis (see withinTimeout): it is only the backstop here, and withinTimeout decides.
  const shared = client
    ? createRedisHandler({ client, keyPrefix: keyPrefix(buildId), timeoutMs: REVALIDATE_TIMEOUT_MS })
    : undefined;
  let local = createLruHandler();
  let onLocal = false;
  let suspendedUntil = 0;
  /** @type {Set<string>} Tags revalidated here that Redis has not received yet. */
  const unsent = new Set();
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let retryTimer;
  /** @type {Promise<void> | undefined} */
  let sending;
  /** @type {Map<string, number>} When each key was last read and not written since: the start of the render that writes it. */
  const readAt = new Map();

  /** @param {string} key */
  function noteRead(key) {
    // Bounded: keys read and never written (hits) are dropped in the order they came.
    if (readAt.size >= 10_000) readAt.delete(/** @type {string} */ (readAt.keys().next().value));
    readAt.delete(key);
    readAt.set(key, Date.now());
  }

  /**
   * The entry with the time its render began, when this instance read the key shortly before.
   * @template {{ lastModified?: number }} T
   * @param {string} key
   * @param {T} value
   * @returns {T}
   */
  function renderedAt(key, value) {
    const read = readAt.get(key);
    readAt.delete(key);
    const now = Date.now();
    if (
      read === undefined ||
      now - read > MAX_RENDER_MS ||
      typeof value?.lastModified !== "number" ||
      read >= value.lastModified
    )
      return value;
    return { ...value, lastModified: read };
  }

  const sharedUsable = () => Boolean(shared && connection.up && Date.now() >= suspendedUntil && unsent.size === 0);

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

  function backToShared() {
    if (!onLocal) return;
    onLocal = false;
    log("info", "shared cache back");
  }

  /** @param {string} tag */
  async function send(tag) {
    if (!shared || !client) return;
    // Stamped first: from this moment a render that began earlier is refused by every reader,
    // even one that writes after the entries below are deleted.
    await withinTimeout(
      client.hSet(keyPrefix(buildId) + REVALIDATED_TAGS_KEY, tag, String(Date.now())),
      REVALIDATE_TIMEOUT_MS,
    );
    await withinTimeout(shared.revalidateTag(tag), REVALIDATE_TIMEOUT_MS);
  }

  function retryLater() {
    if (retryTimer || unsent.size === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void sendUnsent();
    }, RETRY_MS);
    // Pending tags never keep a process alive that is otherwise done.
    retryTimer.unref?.();
  }

  /**
   * Sends the tags Redis has not received, one sender at a time, taking up tags revalidated while
   * it sends; never throws. A tag is taken out before it is sent and put back if the send fails,
   * so revalidating it again meanwhile is never lost.
   */
  function sendUnsent() {
    // Cleared in a callback of its own: a run with nothing to do ends before it could be assigned.
    sending ??= sendEach().finally(() => {
      sending = undefined;
      retryLater();
    });
    return sending;
  }

  async function sendEach() {
    try {
      while (unsent.size > 0 && connection.up) {
        const [tag] = unsent;
        unsent.delete(/** @type {string} */ (tag));
        try {
          await send(/** @type {string} */ (tag));
        } catch (error) {
          unsent.add(/** @type {string} */ (tag));
          throw error;
        }
      }
    } catch (error) {
      failed(error);
    }
  }

  /** @type {import("@fortedigital/nextjs-cache-handler/cache-handler.types").Handler} */
  const handler = {
    name: "lumina-shared",
    async get(key, meta) {
      noteRead(key);
      if (sharedUsable() && shared) {
        try {
          backToShared();
          const value = await withinTimeout(shared.get(key, meta));
          countCacheRequest(value ? "hit" : "miss");
          return withLifetime(value);
        } catch (error) {
          failed(error);
        }
      } else switchToLocal();
      countCacheRequest("error");
      return withLifetime(await local.get(key, meta));
    },
    async set(key, entry, ctx) {
      const value = renderedAt(key, entry);
      if (sharedUsable() && shared) {
        try {
          backToShared();
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
      if (!shared) return;
      unsent.add(tag);
      await sendUnsent();
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
