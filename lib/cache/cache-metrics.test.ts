import { register } from "prom-client";
import { afterAll, describe, expect, it } from "vitest";
import { cacheRequests } from "./cache-metrics.mjs";
import { closeSharedRedis, sharedRedis, type SharedRedis } from "./redis-connection.mjs";
import { createSharedCacheHandler } from "./shared-cache.mjs";
import { testRedisUrl } from "@/tests/support/redis";

const redisUrl = testRedisUrl();
afterAll(closeSharedRedis);

async function counts() {
  const { values } = await cacheRequests().get();
  const of = (result: string) => values.find((v) => v.labels.result === result)?.value ?? 0;
  return { hit: of("hit"), miss: of("miss"), error: of("error") };
}

const entry = (body: string) =>
  ({
    lastModified: Date.now(),
    lifespan: null,
    tags: [],
    value: { kind: "FETCH", data: { headers: {}, body, status: 200, url: "" }, revalidate: 300 },
  }) as never;

describe("lumina_cache_requests_total", () => {
  it("is one metric on prom-client's default registry, however many copies ask for it", () => {
    expect(cacheRequests()).toBe(cacheRequests());
    expect(register.getSingleMetric("lumina_cache_requests_total")).toBe(cacheRequests());
  });

  it("counts a read the shared cache could not answer as an error, and serves it locally", async () => {
    const down: SharedRedis = {
      client: undefined,
      up: false,
      listeners: new Set(),
      firstAttempt: Promise.resolve(),
      close: async () => {},
    };
    const handler = createSharedCacheHandler({ connection: down, buildId: "metrics" });
    const before = await counts();
    await handler.set("k", entry("local"));
    const read = await handler.get("k", { implicitTags: [] });
    expect((read?.value as { data: { body: string } }).data.body).toBe("local");
    expect(await counts()).toEqual({ ...before, error: before.error + 1 });
  });

  it.skipIf(!redisUrl)(
    "counts misses and hits of Redis (needs TEST_REDIS_URL: bash scripts/with-redis.sh)",
    async () => {
      const connection = sharedRedis(redisUrl!);
      await connection.firstAttempt;
      const handler = createSharedCacheHandler({ connection, buildId: `metrics-${process.pid}-${Date.now()}` });
      const before = await counts();
      expect(await handler.get("k", { implicitTags: [] })).toBeNull();
      await handler.set("k", entry("shared"));
      expect(await handler.get("k", { implicitTags: [] })).not.toBeNull();
      expect(await counts()).toEqual({ ...before, hit: before.hit + 1, miss: before.miss + 1 });
    },
  );
});
