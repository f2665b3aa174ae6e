// One app instance for the shared-cache tests: a separate Node process that loads
// lib/cache/cache-handler.mjs exactly as Next does (its own module state, its own connection) and
// drives it with the calls Next makes. Commands arrive as JSON lines on stdin; each answer is a
// JSON line on stdout with the time the call took inside this process.
//   {"id":1,"op":"setData","key":"k","body":"...","tags":["catalogue"]}
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { closeSharedRedis, sharedRedis } from "../../lib/cache/redis-connection.mjs";

const { default: CacheHandler } = await import("../../lib/cache/cache-handler.mjs");

// Next hands the handler its server folder; the build id is read from the file beside it.
const distDir = mkdtempSync(path.join(tmpdir(), "lumina-cache-instance-"));
mkdirSync(path.join(distDir, "server"));
writeFileSync(path.join(distDir, "BUILD_ID"), process.env.TEST_BUILD_ID ?? "test-build");
const cache = new CacheHandler({ serverDistDir: path.join(distDir, "server"), dev: false });

/** The page's own path tags, as Next passes them with every read. */
const softTags = (route) => ["_N_T_/layout", `_N_T_${route}`];

const ops = {
  /** unstable_cache's entry (the data cache): a FETCH value with its tags. */
  async setData({ key, body, tags }) {
    await cache.set(
      key,
      { kind: "FETCH", data: { headers: {}, body, status: 200, url: "" }, revalidate: 300 },
      { fetchCache: true, tags, revalidate: 300 },
    );
  },
  async getData({ key, tags }) {
    const entry = await cache.get(key, { kind: "FETCH", revalidate: 300, tags, softTags: [] });
    return entry?.value?.data?.body ?? null;
  },
  /** A cached page (ISR): its tags travel in the x-next-cache-tags header, its RSC payload as bytes. */
  async setPage({ key, html, tags }) {
    const value = {
      kind: "APP_PAGE",
      html,
      rscData: Buffer.from(`rsc:${html}`),
      headers: { "x-next-cache-tags": [...softTags(key), ...tags].join(",") },
      status: 200,
      postponed: undefined,
      segmentData: new Map(),
    };
    await cache.set(key, value, {
      cacheControl: { revalidate: 300, expire: undefined },
      isRoutePPREnabled: false,
      isFallback: false,
    });
  },
  async getPage({ key }) {
    const entry = await cache.get(key, {
      kind: "APP_PAGE",
      isRoutePPREnabled: false,
      isFallback: false,
      softTags: softTags(key),
    });
    return entry
      ? {
          html: entry.value.html,
          rsc: Buffer.from(entry.value.rscData).toString(),
          revalidate: entry.cacheControl?.revalidate,
        }
      : null;
  },
  async revalidateTag({ tags }) {
    await cache.revalidateTag(tags, { expire: 0 });
  },
  async up() {
    return sharedRedis(process.env.REDIS_URL ?? "").up;
  },
};

const lines = createInterface({ input: process.stdin });
lines.on("line", async (line) => {
  const { id, op, ...args } = JSON.parse(line);
  const started = performance.now();
  try {
    const result = await ops[op](args);
    process.stdout.write(`${JSON.stringify({ id, result, ms: performance.now() - started })}\n`);
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ id, error: String(error), ms: performance.now() - started })}\n`);
  }
});
lines.on("close", async () => {
  await closeSharedRedis();
  rmSync(distDir, { recursive: true, force: true });
  process.exit(0);
});
