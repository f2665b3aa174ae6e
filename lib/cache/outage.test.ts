import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisHealth } from "./health";
import { closeSharedRedis } from "./redis-connection.mjs";
import { SUSPEND_MS } from "./shared-cache.mjs";
import { CacheInstance, TestRedisServer, freePort, redisServerBinary, sleep } from "@/tests/support/redis";

const binary = redisServerBinary();

// A Redis of the test's own (a free loopback port), killed, paused and started again under two
// running instances.
describe.skipIf(!binary)("the shared cache while Redis is down (needs redis-server: bash scripts/with-redis.sh)", () => {
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

  it("Redis hung: a read gives up after the short command timeout, the next ones do not wait at all, and a tag revalidated meanwhile reaches every instance once Redis answers again", async () => {
    await a.call("setData", { key: "price", body: "old", tags: ["catalogue"] });
    expect((await b.call("getData", { key: "price", tags: ["catalogue"] })).result).toBe("old");

    redis.pause();
    try {
      const first = await a.call("getData", { key: "price", tags: ["catalogue"] });
      expect(first.result).toBeNull();
      expect(first.ms).toBeLessThan(600);
      const next = await a.call("getData", { key: "price", tags: ["catalogue"] });
      expect(next.ms).toBeLessThan(100);
      await a.call("revalidateTag", { tags: ["catalogue"] });
    } finally {
      redis.resume();
    }

    await sleep(SUSPEND_MS + 50);
    // A's next call sends the pending revalidation to Redis before anything else.
    await a.call("getData", { key: "other", tags: [] });
    expect((await b.call("getData", { key: "price", tags: ["catalogue"] })).result).toBeNull();
  });
});
