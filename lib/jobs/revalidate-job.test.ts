import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDb } from "@/lib/db/test-db";

/**
 * The webhook queue's worker makes cache tags stale by asking its own server over loopback, since
 * Next's revalidateTag needs a request. A real HTTP server on a free port stands in for the
 * instance and hands each request to the real /api/revalidate route (revalidateTag spied), with
 * the TCP peer appended to X-Forwarded-For as the store's server does.
 */
const env = vi.hoisted(() => ({
  REVALIDATE_SECRET: undefined as string | undefined,
  HOST: "127.0.0.1",
  DATABASE_URL: process.env.DATABASE_URL,
}));
const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock("@/lib/env", () => ({ serverEnv: () => env }));
vi.mock("next/cache", () => ({ revalidateTag, unstable_cache: (fn: unknown) => fn }));
vi.mock("@/lib/search/provider", () => ({ invalidateSearchIndexes: vi.fn() }));

const { POST } = await import("@/app/api/revalidate/route");
const { revalidateTagsJob, ownOrigin } = await import("./revalidate-job");
const { jobsFor, work, closeJobs } = await import("./runtime");
const { internalSecret } = await import("./internal-secret");

type Seen = { authorization: string | undefined; body: string; status: number };
const seen: Seen[] = [];

/** An instance of the store on `port` (0: any free one), answering /api/revalidate with the real route. */
async function instance(port = 0): Promise<{ server: http.Server; origin: string }> {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    const peer = req.socket.remoteAddress!.replace(/^::ffff:/, "");
    const headers = { ...(req.headers as Record<string, string>), "x-forwarded-for": peer };
    const answer = await POST(new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body }));
    seen.push({ authorization: req.headers.authorization, body, status: answer.status });
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(await answer.text());
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
const close = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

afterEach(() => {
  seen.length = 0;
  revalidateTag.mockClear();
});

describe("the webhook job's worker", () => {
  it("posts the tags to its own server with this process's internal secret, which makes them stale", async () => {
    const { server, origin } = await instance();
    try {
      await revalidateTagsJob({ tags: ["product:sa:MR925Y-000084", "catalogue:ae"] }, origin);
      expect(seen).toEqual([
        {
          authorization: `Bearer ${internalSecret()}`,
          body: JSON.stringify({ tags: ["product:sa:MR925Y-000084", "catalogue:ae"] }),
          status: 200,
        },
      ]);
      expect(revalidateTag.mock.calls).toEqual([
        ["product:sa:MR925Y-000084", "max"],
        ["catalogue:ae", "max"],
      ]);
    } finally {
      await close(server);
    }
  });

  it("fails the attempt when its server refuses the connection or answers an error", async () => {
    const { server, origin } = await instance();
    await close(server);
    await expect(revalidateTagsJob({ tags: ["catalogue"] }, origin)).rejects.toThrow(
      /did not answer the revalidation \(ECONNREFUSED\)/,
    );
    const again = await instance();
    try {
      await expect(revalidateTagsJob({ tags: ["orders"] }, again.origin)).rejects.toThrow(
        /answered the revalidation 400/,
      );
    } finally {
      await close(again.server);
    }
  });

  it("calls 127.0.0.1 when the server listens on every interface, else the interface it listens on", () => {
    expect(ownOrigin({ HOST: "0.0.0.0", PORT: 3000 })).toBe("http://127.0.0.1:3000");
    expect(ownOrigin({ HOST: "::", PORT: 8080 })).toBe("http://127.0.0.1:8080");
    expect(ownOrigin({ HOST: "127.0.0.1", PORT: 3100 })).toBe("http://127.0.0.1:3100");
    expect(ownOrigin({ HOST: "::1", PORT: 3100 })).toBe("http://[::1]:3100");
    expect(ownOrigin({ HOST: "10.0.0.5", PORT: 3000 })).toBe("http://10.0.0.5:3000");
  });
});

describe("a webhook job on the queue", () => {
  const db = { handle: null as null | Awaited<ReturnType<typeof openTestDb>> };
  let jobs: Awaited<ReturnType<typeof jobsFor>>;
  let port = 0;

  beforeAll(async () => {
    db.handle = await openTestDb();
    jobs = await jobsFor(db.handle.db, {
      policy: { retryLimit: 5, retryDelay: 1, retryBackoff: false },
      pollSeconds: 0.5,
    });
    // A free port, with nobody listening on it yet: the instance is still starting.
    const probe = await instance();
    port = Number(new URL(probe.origin).port);
    await close(probe.server);
    await work(jobs, { webhook: (data) => revalidateTagsJob(data, `http://127.0.0.1:${port}`) });
  }, 30_000);
  afterAll(async () => {
    await closeJobs(jobs, 2000);
    await db.handle?.close();
  });

  it("is retried while its server refuses, and makes the tags stale once it answers", async () => {
    const id = (await jobs.boss.send("webhook", { tags: ["product:eg:LUM-RNG-206"] }, jobs.policy))!;
    const state = async () => (await jobs.boss.findJobs("webhook", { id }))[0];
    const end = Date.now() + 10_000;
    while ((await state())?.state !== "retry" && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    expect((await state())?.state).toBe("retry");
    expect(revalidateTag).not.toHaveBeenCalled();

    const { server } = await instance(port);
    try {
      while ((await state())?.state !== "completed" && Date.now() < end + 10_000)
        await new Promise((r) => setTimeout(r, 100));
      expect((await state())?.state).toBe("completed");
      expect(revalidateTag).toHaveBeenCalledWith("product:eg:LUM-RNG-206", "max");
      expect(seen.map((s) => s.status)).toEqual([200]);
    } finally {
      await close(server);
    }
  }, 30_000);
});
