import "server-only";
import { serverEnv } from "@/lib/env";
import type { PartHealth } from "@/lib/health/types";
import { REDIS_TIMEOUTS, sharedRedis } from "./redis-connection.mjs";

/**
 * Readiness of the shared cache (Redis, ADR 0025). Not configured without REDIS_URL: each
 * instance keeps Next's own file cache, fine by definition.
 */
export async function cacheHealth(): Promise<PartHealth> {
  const url = serverEnv().REDIS_URL;
  if (!url) return { name: "redis", ok: true, configured: false };
  return redisHealth(url);
}

/**
 * Asks through the very connection the cache handler uses (one per process, on globalThis), so
 * "ok" means pages are being cached in Redis right now, and "unreachable" means this instance is
 * serving from its local fallback. The detail never carries the address (it may hold a password).
 */
export async function redisHealth(url: string): Promise<PartHealth> {
  const connection = sharedRedis(url);
  await settledWithin(connection.firstAttempt, REDIS_TIMEOUTS.connectMs);
  if (!connection.client || !connection.up) {
    return {
      name: "redis",
      ok: false,
      configured: true,
      detail: "unreachable: pages are served from each instance's local cache",
    };
  }
  try {
    await connection.client.withAbortSignal(AbortSignal.timeout(REDIS_TIMEOUTS.commandMs)).ping();
    return { name: "redis", ok: true, configured: true };
  } catch {
    return {
      name: "redis",
      ok: false,
      configured: true,
      detail: `not answering within ${REDIS_TIMEOUTS.commandMs} ms`,
    };
  }
}

async function settledWithin(promise: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
