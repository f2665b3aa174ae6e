import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { redisHealth } from "./health";
import { closeSharedRedis } from "./redis-connection.mjs";
import { freePort, testRedisUrl } from "@/tests/support/redis";

const redisUrl = testRedisUrl();

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});
afterAll(closeSharedRedis);

async function cacheHealthWith(url: string | undefined) {
  vi.stubEnv("REDIS_URL", url);
  const { cacheHealth } = await import("./health");
  return cacheHealth();
}

describe("readiness of the shared cache", () => {
  it("is not configured, and fine, without REDIS_URL (each instance keeps Next's file cache)", async () => {
    expect(await cacheHealthWith(undefined)).toEqual({ name: "redis", ok: true, configured: false });
  });

  it("reports a Redis nobody answers at as unreachable within a second, without its address", async () => {
    const port = await freePort();
    const started = performance.now();
    const health = await cacheHealthWith(`redis://:secret-password@127.0.0.1:${port}`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(health).toMatchObject({ name: "redis", ok: false, configured: true });
    expect(health.detail).toMatch(/^unreachable/);
    expect(JSON.stringify(health)).not.toMatch(/secret-password|127\.0\.0\.1/);
  });

  it.skipIf(!redisUrl)("is ok when Redis answers (needs TEST_REDIS_URL: bash scripts/with-redis.sh)", async () => {
    expect(await cacheHealthWith(redisUrl)).toEqual({ name: "redis", ok: true, configured: true });
    expect(await redisHealth(redisUrl!)).toEqual({ name: "redis", ok: true, configured: true });
  });
});
