import { beforeEach, describe, expect, it, vi } from "vitest";

const env = vi.hoisted(() => ({ REVALIDATE_SECRET: undefined as string | undefined, HOST: "127.0.0.1" }));
const revalidateTag = vi.hoisted(() => vi.fn());
const invalidateSearchIndexes = vi.hoisted(() => vi.fn());
vi.mock("@/lib/env", () => ({ serverEnv: () => env }));
vi.mock("next/cache", () => ({ revalidateTag, unstable_cache: (fn: unknown) => fn }));
vi.mock("@/lib/search/provider", () => ({ invalidateSearchIndexes }));

const { POST } = await import("./route");
const { internalSecret } = await import("@/lib/jobs/internal-secret");
const call = (authorization?: string, body?: unknown, peer?: string) =>
  POST(
    new Request("http://localhost/api/revalidate", {
      method: "POST",
      headers: {
        ...(authorization && { authorization }),
        ...(peer && { "x-forwarded-for": peer }),
        ...(body !== undefined && { "content-type": "application/json" }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    }),
  );

describe("POST /api/revalidate", () => {
  beforeEach(() => {
    revalidateTag.mockClear();
    invalidateSearchIndexes.mockClear();
  });

  it("does not exist without a configured secret", async () => {
    env.REVALIDATE_SECRET = undefined;
    expect((await call("Bearer anything-at-all-here")).status).toBe(404);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("refuses a missing or wrong token", async () => {
    env.REVALIDATE_SECRET = "s3cret-s3cret-s3cret";
    expect((await call()).status).toBe(401);
    const wrong = await call("Bearer s3cret-s3cret-s3creX");
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: expect.stringMatching(/bearer token/) });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("drops the catalogue cache and the search indexes with the right token", async () => {
    env.REVALIDATE_SECRET = "s3cret-s3cret-s3cret";
    const res = await call("Bearer s3cret-s3cret-s3cret");
    expect(res.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith("catalogue", "max");
    expect(invalidateSearchIndexes).toHaveBeenCalledOnce();
  });

  it("with REVALIDATE_SECRET, drops only the tags a body names, and the whole catalogue for an empty object", async () => {
    env.REVALIDATE_SECRET = "s3cret-s3cret-s3cret";
    const named = await call(
      "Bearer s3cret-s3cret-s3cret",
      { tags: ["product:sa:MR925Y-000084", "catalogue:ae"] },
      "203.0.113.9",
    );
    expect(named.status).toBe(200);
    expect(await named.json()).toEqual({ revalidated: ["product:sa:MR925Y-000084", "catalogue:ae"] });
    expect(revalidateTag.mock.calls).toEqual([
      ["product:sa:MR925Y-000084", "max"],
      ["catalogue:ae", "max"],
    ]);
    expect(invalidateSearchIndexes).not.toHaveBeenCalled();
    expect(await (await call("Bearer s3cret-s3cret-s3cret", {})).json()).toEqual({ revalidated: ["catalogue"] });
    expect(invalidateSearchIndexes).toHaveBeenCalledOnce();
  });

  it("refuses tags of unknown shapes (400) and revalidates nothing", async () => {
    env.REVALIDATE_SECRET = "s3cret-s3cret-s3cret";
    for (const tags of [
      ["product:sa"],
      ["catalogue:fr"],
      ["orders"],
      ["product:xx:SKU-1"],
      [],
      ["product:sa:a\nb"],
      "catalogue",
      Array(65).fill("catalogue"),
    ]) {
      const answer = await call("Bearer s3cret-s3cret-s3cret", { tags });
      expect(answer.status, JSON.stringify(tags)).toBe(400);
    }
    expect((await call(`Bearer ${internalSecret()}`, { tags: ["everything"] }, "127.0.0.1")).status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("accepts this process's internal secret from loopback, whether or not REVALIDATE_SECRET is set", async () => {
    for (const secret of [undefined, "s3cret-s3cret-s3cret"]) {
      env.REVALIDATE_SECRET = secret;
      for (const peer of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
        const answer = await call(`Bearer ${internalSecret()}`, { tags: ["product:eg:LUM-RNG-206"] }, peer);
        expect(answer.status, `${peer} ${secret}`).toBe(200);
      }
    }
    expect(revalidateTag).toHaveBeenCalledTimes(6);
    expect(revalidateTag).toHaveBeenCalledWith("product:eg:LUM-RNG-206", "max");
  });

  it("refuses the internal secret from any other peer, even behind a forged X-Forwarded-For entry", async () => {
    env.REVALIDATE_SECRET = undefined;
    expect((await call(`Bearer ${internalSecret()}`, { tags: ["catalogue"] }, "203.0.113.9")).status).toBe(404);
    expect((await call(`Bearer ${internalSecret()}`, { tags: ["catalogue"] }, "127.0.0.1, 203.0.113.9")).status).toBe(
      404,
    );
    env.REVALIDATE_SECRET = "s3cret-s3cret-s3cret";
    expect((await call(`Bearer ${internalSecret()}`, { tags: ["catalogue"] }, "10.1.2.3")).status).toBe(401);
    expect((await call(`Bearer ${"0".repeat(64)}`, { tags: ["catalogue"] }, "127.0.0.1")).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
