import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PartHealth } from "@/lib/health/types";
import { openTestDb } from "@/lib/db/test-db";

/** The database is a real throw-away one (PGlite, or PostgreSQL in CI's second run) unless a test breaks it. */
const parts = vi.hoisted(() => ({
  handle: null as null | Promise<Awaited<ReturnType<typeof import("@/lib/db/test-db").openTestDb>>>,
  database: "up" as "up" | "failing" | "hanging",
  cache: async (): Promise<PartHealth> => ({ name: "redis", ok: true, configured: false }),
  jobs: { name: "jobs", ok: true, configured: true } as PartHealth,
}));
vi.mock("@/lib/db/client", async (original) => ({
  ...(await original<typeof import("@/lib/db/client")>()),
  getDb: async () => {
    if (parts.database === "failing")
      throw Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432 for user lumina password s3cret"), {
        code: "ECONNREFUSED",
      });
    if (parts.database === "hanging") return new Promise(() => undefined);
    return (await parts.handle!).db;
  },
}));
vi.mock("@/lib/cache/health", () => ({ cacheHealth: () => parts.cache() }));
vi.mock("@/lib/jobs/health", () => ({ jobsHealth: async () => parts.jobs }));
const { GET } = await import("./route");
const { resetUpstreams, upstreamFetch, BREAKER_FAILURE_THRESHOLD } = await import("@/lib/http/upstream");
const { readiness } = await import("@/lib/health/readiness");

const DRAINING = Symbol.for("lumina.draining");

// Opened before the first check: the check gives the database 2 s, and a fresh PGlite with its
// migrations can take longer on a busy machine.
beforeAll(async () => {
  parts.handle = openTestDb();
  await parts.handle;
});
afterAll(async () => (await parts.handle)?.close());
beforeEach(() => {
  parts.database = "up";
  parts.cache = async () => ({ name: "redis", ok: true, configured: false });
  parts.jobs = { name: "jobs", ok: true, configured: true };
});
afterEach(() => {
  delete (globalThis as { [DRAINING]?: unknown })[DRAINING];
  resetUpstreams();
  vi.unstubAllGlobals();
});

async function ready() {
  const response = await GET();
  const text = await response.text();
  return {
    status: response.status,
    cache: response.headers.get("cache-control"),
    body: JSON.parse(text) as Record<string, unknown>,
    text,
  };
}

describe("GET /api/ready", () => {
  it("answers 200 with every part when the database answers select 1", async () => {
    const { status, body, cache } = await ready();
    expect(status).toBe(200);
    expect(cache).toBe("no-store");
    expect(body).toMatchObject({ ok: true, failed: [], degraded: [] });
    expect(body.parts).toEqual(
      expect.arrayContaining([
        { name: "database", ok: true, configured: true },
        { name: "redis", ok: true, configured: false },
        { name: "jobs", ok: true, configured: true },
        expect.objectContaining({ name: "upstreams", ok: true }),
      ]),
    );
  });

  it("answers 503 naming the database when it fails, without its address or credentials", async () => {
    parts.database = "failing";
    const { status, body, text } = await ready();
    expect(status).toBe(503);
    expect(body).toMatchObject({ ok: false, failed: ["database"] });
    expect(body.parts).toContainEqual({
      name: "database",
      ok: false,
      configured: true,
      detail: "query failed (ECONNREFUSED)",
    });
    for (const secret of ["10.0.0.5", "s3cret", "lumina password"]) expect(text).not.toContain(secret);
  });

  it("counts a database that does not answer in time as failed", async () => {
    parts.database = "hanging";
    const result = await readiness(50);
    expect(result).toMatchObject({ ok: false, failed: ["database"] });
    expect(result.parts).toContainEqual({
      name: "database",
      ok: false,
      configured: true,
      detail: "no answer within 50 ms",
    });
  });

  it("answers 503 draining once the server has been told to stop", async () => {
    (globalThis as { [DRAINING]?: unknown })[DRAINING] = true;
    const { status, body } = await ready();
    expect(status).toBe(503);
    expect(body).toMatchObject({ ok: false, draining: true, failed: ["draining"] });
  });

  it("keeps 200 with Redis configured and down, naming it as degraded (pages serve from the local cache)", async () => {
    const down = { name: "redis", ok: false, configured: true, detail: "no answer (ECONNREFUSED)" };
    parts.cache = async () => down;
    const { status, body } = await ready();
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, failed: [], degraded: ["redis"] });
    expect(body.parts).toContainEqual(down);
  });

  it("keeps 200 with a stopped job queue or an open breaker, naming them as degraded", async () => {
    parts.jobs = { name: "jobs", ok: false, configured: true, detail: "worker not running" };
    // Five failed calls open BigCommerce sa's circuit.
    vi.stubGlobal("fetch", async () => new Response(null, { status: 500 }));
    for (let i = 0; i < BREAKER_FAILURE_THRESHOLD; i++)
      await upstreamFetch("bigcommerce:sa", "https://api.bigcommerce.test/x", { method: "POST" }).catch(
        () => undefined,
      );
    const { status, body } = await ready();
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, failed: [], degraded: ["jobs", "upstreams"] });
    expect(body.parts).toContainEqual(
      expect.objectContaining({ name: "upstreams", ok: false, detail: expect.stringContaining("bigcommerce:sa") }),
    );
  });

  it("treats a check that throws as a failed part, never a 500", async () => {
    parts.cache = async () => {
      throw new Error("redis://:hunter2@cache.internal:6379 refused");
    };
    const { status, body, text } = await ready();
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, degraded: ["redis"] });
    expect(body.parts).toContainEqual({ name: "redis", ok: false, configured: true, detail: "check failed" });
    expect(text).not.toContain("hunter2");
  });
});
