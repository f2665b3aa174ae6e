import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisHealth } from "./health";
import { createClient } from "@redis/client";
import { closeSharedRedis, REDIS_TIMEOUTS } from "./redis-connection.mjs";
import { RETRY_MS, SUSPEND_MS } from "./shared-cache.mjs";
import { CacheInstance, TestRedisServer, freePort, redisServerBinary, sleep } from "@/tests/support/redis";

const binary = redisServerBinary();

// A Redis of the test's own (a free loopback port), killed, paused and started again under two
// running instances.
describe.skipIf(!binary)(
  "the shared cache while Redis is down (needs redis-server: bash scripts/with-redis.sh)",
  () => {
    let redis: TestRedisServer;
    let a: CacheInstance;
    let b: CacheInstance;

    beforeAll(async () => {
      redis = new TestRedisServer(binary!, await freePort());
      await redis.start();
      a = new CacheInstance(redis.url);
      b = new CacheInstance(redis.url);
      await Promise.all([a.waitUntilUp(), b.waitUntilUp()]);
    });
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
      await closeSharedRedis();
      await redis?.stop();
    });

    it("Redis killed: reads and writes fall back to local memory at once, readiness says so, and the shared cache is used again once Redis is back", async () => {
      await a.call("setData", { key: "before", body: "shared", tags: ["catalogue"] });
      expect((await b.call("getData", { key: "before", tags: ["catalogue"] })).result).toBe("shared");
      expect(await redisHealth(redis.url)).toEqual({ name: "redis", ok: true, configured: true });

      await redis.kill();

      const write = await a.call("setData", { key: "during", body: "local", tags: ["catalogue"] });
      const read = await a.call("getData", { key: "during", tags: ["catalogue"] });
      const missing = await b.call("getData", { key: "during", tags: ["catalogue"] });
      expect(read.result).toBe("local");
      expect(missing.result).toBeNull();
      for (const call of [write, read, missing]) expect(call.ms).toBeLessThan(100);
      const health = await redisHealth(redis.url);
      expect(health).toMatchObject({ name: "redis", ok: false, configured: true });
      expect(health.detail).toMatch(/^unreachable/);
      expect(health.detail).not.toContain(String(redis.port));

      await redis.start();
      await Promise.all([a.waitUntilUp(), b.waitUntilUp()]);
      await sleep(SUSPEND_MS);

      await a.call("setData", { key: "after", body: "shared again", tags: ["catalogue"] });
      expect((await b.call("getData", { key: "after", tags: ["catalogue"] })).result).toBe("shared again");
      expect(await redisHealth(redis.url)).toMatchObject({ ok: true });
    });

    it("Redis hung: a read gives up after the short command timeout, the next ones do not wait at all, and a tag revalidated meanwhile reaches every instance once Redis answers again, with no further call on the instance that revalidated", async () => {
      await a.call("setData", { key: "price", body: "old", tags: ["catalogue"] });
      expect((await b.call("getData", { key: "price", tags: ["catalogue"] })).result).toBe("old");

      let revalidation: Promise<unknown> | undefined;
      redis.pause();
      try {
        const first = await a.call("getData", { key: "price", tags: ["catalogue"] });
        expect(first.result).toBeNull();
        expect(first.ms).toBeLessThan(600);
        const next = await a.call("getData", { key: "price", tags: ["catalogue"] });
        expect(next.ms).toBeLessThan(100);
        // Sent to Redis at once all the same: it waits for Redis (after the answer, on no shopper's time).
        revalidation = a.call("revalidateTag", { tags: ["catalogue"] });
        await sleep(200);
      } finally {
        redis.resume();
      }
      await revalidation;
      // Nothing else asked of A: B's next read finds the entry gone.
      expect((await b.call("getData", { key: "price", tags: ["catalogue"] })).result).toBeNull();
    });

    it("Redis killed: a tag revalidated meanwhile is sent by the instance's own timer once Redis is back, with no request on that instance", async () => {
      await redis.kill();
      await a.call("revalidateTag", { tags: ["catalogue"] });
      await redis.start();
      // The new Redis is empty: the tag's stamp there shows that A has sent it by itself.
      const check = createClient({ url: redis.url });
      await check.connect();
      try {
        await expect
          .poll(() => check.hGet("lumina:test-build:__revalidated_tags__", "catalogue"), {
            timeout: REDIS_TIMEOUTS.retryMaxMs + RETRY_MS * 4 + 1000,
            interval: 50,
          })
          .not.toBeNull();
      } finally {
        check.destroy();
      }
      await Promise.all([a.waitUntilUp(), b.waitUntilUp()]);
    });

    it("a tag revalidated while the instance has left Redis after a slow answer goes to Redis at once", async () => {
      await b.call("setData", { key: "ring", body: "old", tags: ["catalogue"] });
      // A reads Redis again (an outage of the last test may still keep it away for SUSPEND_MS).
      await expect
        .poll(async () => (await a.call("getData", { key: "ring", tags: ["catalogue"] })).result, {
          timeout: SUSPEND_MS + 500,
          interval: 50,
        })
        .toBe("old");
      redis.pause();
      try {
        expect((await a.call("getData", { key: "ring", tags: ["catalogue"] })).result).toBeNull();
      } finally {
        redis.resume();
      }
      // Redis answers again, and A still reads its own memory (empty): it has left Redis for a while.
      expect((await a.call("getData", { key: "ring", tags: ["catalogue"] })).result).toBeNull();
      expect((await b.call("getData", { key: "ring", tags: ["catalogue"] })).result).toBe("old");
      // A's reads stay on its own memory for SUSPEND_MS; the revalidation does not wait for that.
      await a.call("revalidateTag", { tags: ["catalogue"] });
      expect((await b.call("getData", { key: "ring", tags: ["catalogue"] })).result).toBeNull();
    });
  },
);
