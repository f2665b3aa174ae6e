// One Redis connection per process for the shared cache, kept on globalThis so that every copy of
// this module shares it: the cache handler Next loads from its path (lib/cache/cache-handler.mjs)
// and the readiness check bundled into the route handlers (lib/cache/health.ts) are two module
// copies in one process. The readiness check therefore sees exactly the connection pages use.
import { createClient } from "@redis/client";

const STATE = Symbol.for("lumina.cache");

/**
 * Short on purpose: a page waits on these while Redis is slow or gone. Redis answers in well under
 * a millisecond on a healthy network, so a command past `commandMs` means it is hung, not busy.
 */
export const REDIS_TIMEOUTS = Object.freeze({ connectMs: 500, commandMs: 300, retryMaxMs: 2000, pingIntervalMs: 5000 });

/** The shared registry: one connection per Redis address (one in production; tests use several). */
function registry() {
  const g =
    /** @type {Record<symbol, { connections: Map<string, import("./redis-connection.mjs").SharedRedis> } | undefined>} */ (
      /** @type {unknown} */ (globalThis)
    );
  g[STATE] ??= { connections: new Map() };
  return g[STATE];
}

/** Reconnection in the background: quickly at first, then every 2 s at most, with jitter so instances do not reconnect in step. */
function reconnectDelay(retries) {
  return Math.min(50 * 2 ** retries, REDIS_TIMEOUTS.retryMaxMs) + Math.floor(Math.random() * 100);
}

/**
 * The process's connection to `url`, opened (in the background) on first use. Never throws and
 * never waits: a Redis that is down leaves `client.isReady` false while it keeps reconnecting.
 * @param {string} url
 * @param {{ onChange?: (up: boolean) => void }} [options]
 */
export function sharedRedis(url, options = {}) {
  const connections = registry().connections;
  let connection = connections.get(url);
  if (!connection) {
    connection = open(url);
    connections.set(url, connection);
  }
  if (options.onChange) connection.listeners.add(options.onChange);
  return connection;
}

/** @param {string} url */
function open(url) {
  /** @type {Set<(up: boolean) => void>} */
  const listeners = new Set();
  let settle = () => {};
  const firstAttempt = new Promise((resolve) => (settle = () => resolve(undefined)));
  /** @type {import("./redis-connection.mjs").SharedRedis} */
  const connection = {
    client: undefined,
    up: false,
    listeners,
    firstAttempt,
    async close() {
      registry().connections.delete(url);
      listeners.clear();
      try {
        connection.client?.destroy();
      } catch {
        // Already closed.
      }
    },
  };
  const change = (up) => {
    settle();
    if (connection.up === up) return;
    connection.up = up;
    for (const listener of listeners) listener(up);
  };
  try {
    const client = createClient({
      url,
      // A command sent while disconnected fails at once instead of waiting in a queue for Redis.
      disableOfflineQueue: true,
      // Finds a connection that died without closing (a peer gone from the network).
      pingInterval: REDIS_TIMEOUTS.pingIntervalMs,
      socket: { connectTimeout: REDIS_TIMEOUTS.connectMs, reconnectStrategy: reconnectDelay },
    });
    // Without an "error" listener a lost connection would be an uncaught error: the server would stop.
    client.on("error", () => change(false));
    client.on("end", () => change(false));
    client.on("reconnecting", () => change(false));
    client.on("ready", () => change(true));
    connection.client = /** @type {import("./redis-connection.mjs").SharedRedis["client"]} */ (
      /** @type {unknown} */ (client)
    );
    client.connect().catch(() => change(false));
  } catch {
    // A malformed address (start-up validation stops the server before this in production).
    change(false);
  }
  return connection;
}

/** Closes every shared connection of this process (tests; a server closes with its process). */
export async function closeSharedRedis() {
  await Promise.all([...registry().connections.values()].map((c) => c.close()));
}
