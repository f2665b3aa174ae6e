import { beforeEach, describe, expect, it, vi } from "vitest";

const env = vi.hoisted(() => ({ REVALIDATE_SECRET: undefined as string | undefined }));
const revalidateTag = vi.hoisted(() => vi.fn());
const invalidateSearchIndexes = vi.hoisted(() => vi.fn());
vi.mock("@/lib/env", () => ({ serverEnv: () => env }));
vi.mock("next/cache", () => ({ revalidateTag, unstable_cache: (fn: unknown) => fn }));
vi.mock("@/lib/search/provider", () => ({ invalidateSearchIndexes }));

const { POST } = await import("./route");
const call = (authorization?: string) =>
  POST(new Request("http://localhost/api/revalidate", { method: "POST", headers: authorization ? { authorization } : {} }));

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
});
