import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CacheInstance, sleep, testRedisUrl } from "@/tests/support/redis";

const redisUrl = testRedisUrl();

// Each instance is its own Node process loading lib/cache/cache-handler.mjs as Next does: two
// instances here are two app instances behind a load balancer.
describe.skipIf(!redisUrl)(
  "one cache for all instances (Redis; needs TEST_REDIS_URL: bash scripts/with-redis.sh)",
  () => {
    let a: CacheInstance;
    let b: CacheInstance;
    const run = `${process.pid}-${Date.now()}`;

    beforeAll(async () => {
      a = new CacheInstance(redisUrl!);
      b = new CacheInstance(redisUrl!);
      await Promise.all([a.waitUntilUp(), b.waitUntilUp()]);
    });
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
    });

    it("a data cache entry written through one instance is read through the other", async () => {
      const key = `product-${run}`;
      expect((await b.call("getData", { key, tags: ["catalogue"] })).result).toBeNull();
      await a.call("setData", { key, body: '{"price":100}', tags: ["catalogue"] });
      expect((await b.call("getData", { key, tags: ["catalogue"] })).result).toBe('{"price":100}');
    });

    it("a cached page written through one instance is served by the other, payload bytes intact", async () => {
      const key = `/en-sa/p/ring-${run}`;
      await a.call("setPage", { key, html: "<p>100 SAR</p>", tags: ["catalogue"] });
      // With its revalidate period: without it Next counts a page it did not render itself stale
      // after 1 s, and renders it again in the background on every request.
      expect((await b.call("getPage", { key })).result).toEqual({
        html: "<p>100 SAR</p>",
        rsc: "rsc:<p>100 SAR</p>",
        revalidate: 300,
      });
    });

    it("revalidateTag through one instance makes the other's data and pages stale", async () => {
      const tag = `catalogue-${run}`;
      const key = `listing-${run}`;
      const page = `/en-sa/product-listing-page-${run}`;
      await a.call("setData", { key, body: "old price", tags: [tag] });
      await a.call("setPage", { key: page, html: "old price", tags: [tag] });
      expect((await b.call("getData", { key, tags: [tag] })).result).toBe("old price");

      await a.call("revalidateTag", { tags: [tag] });

      expect((await b.call("getData", { key, tags: [tag] })).result).toBeNull();
      expect((await b.call("getPage", { key: page })).result).toBeNull();
    });

    it("an entry whose render began before a revalidation on another instance, and was written after it, is stale everywhere", async () => {
      const tag = `catalogue-late-${run}`;
      const key = `product-late-${run}`;
      // A's read misses and A starts rendering from the old price; B's revalidation lands meanwhile.
      expect((await a.call("getData", { key, tags: [tag] })).result).toBeNull();
      await sleep(5);
      await b.call("revalidateTag", { tags: [tag] });
      await a.call("setData", { key, body: "old price", tags: [tag] });
      expect((await b.call("getData", { key, tags: [tag] })).result).toBeNull();
      expect((await a.call("getData", { key, tags: [tag] })).result).toBeNull();
      // Rendered after the revalidation: served as usual.
      await a.call("setData", { key, body: "new price", tags: [tag] });
      expect((await b.call("getData", { key, tags: [tag] })).result).toBe("new price");
    });

    it("a path revalidated through one instance (its implicit tag) is stale on the other", async () => {
      const page = `/en-sa/help-centre-${run}`;
      await b.call("setPage", { key: page, html: "old help", tags: [] });
      await a.call("revalidateTag", { tags: [`_N_T_${page}`] });
      expect((await b.call("getPage", { key: page })).result).toBeNull();
    });

    it("two builds never read each other's entries (keys carry the build id)", async () => {
      const key = `product-build-${run}`;
      const nextBuild = new CacheInstance(redisUrl!, "another-build");
      try {
        await nextBuild.waitUntilUp();
        await a.call("setData", { key, body: "old build", tags: [] });
        expect((await nextBuild.call("getData", { key, tags: [] })).result).toBeNull();
      } finally {
        await nextBuild.close();
      }
    });
  },
);
