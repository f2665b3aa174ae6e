import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setupServer } from "msw/node";
import { parseServerEnv } from "@/lib/env-schema";
import { createStrapiFake } from "@/tests/msw/strapi";

/** CONTENT_PROVIDER=strapi picks the Strapi adapter, with the files behind it; without its address or token the server does not start. */
const fake = await createStrapiFake();
const server = setupServer(...fake.handlers);
vi.mock("@/lib/env", async (original) => {
  const real = await original<typeof import("@/lib/env")>();
  return {
    ...real,
    serverEnv: () => ({
      ...real.serverEnv(),
      CONTENT_PROVIDER: "strapi",
      STRAPI_URL: fake.base,
      STRAPI_TOKEN: fake.token,
      STRAPI_CACHE_SECONDS: 60,
    }),
  };
});
const { getContent } = await import("./provider");

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterAll(() => server.close());

describe("getContent with CONTENT_PROVIDER=strapi", () => {
  it("reads from Strapi, once per language and cache time, and falls back to the files for a missing entry", async () => {
    delete fake.state.store.single.footer.ar;
    const [en, ar] = await Promise.all([getContent("en"), getContent("ar")]);
    expect(await getContent("en")).toBe(en);
    expect((await en.getHeader("sa")).logo.src).toMatch(new RegExp(`^${fake.base}/uploads/`));
    expect((await ar.getHeader("eg")).logo.alt).toBe("لومينا");
    expect((await ar.getFooter("sa")).paymentIcons[0]!.image).toBe("/payments/visa.svg");
    await en.getHeader("ae");
    expect(fake.state.requests.filter((r) => r.startsWith("/api/header?locale=en"))).toHaveLength(1);
    expect(fake.state.violations).toEqual([]);
  });
});

describe("the Strapi variables", () => {
  it("are required when CONTENT_PROVIDER is strapi, each named", () => {
    expect(() => parseServerEnv({ CONTENT_PROVIDER: "strapi" })).toThrow(
      /STRAPI_URL[\s\S]*required when CONTENT_PROVIDER is strapi[\s\S]*STRAPI_TOKEN/,
    );
    expect(() =>
      parseServerEnv({ CONTENT_PROVIDER: "strapi", STRAPI_URL: "cms.lumina.test", STRAPI_TOKEN: "t".repeat(32) }),
    ).toThrow(/STRAPI_URL/);
    expect(
      parseServerEnv({
        CONTENT_PROVIDER: "strapi",
        STRAPI_URL: "https://cms.lumina.test",
        STRAPI_TOKEN: "t".repeat(32),
      }),
    ).toMatchObject({ STRAPI_CACHE_SECONDS: 60 });
    expect(parseServerEnv({})).toMatchObject({ CONTENT_PROVIDER: "files" });
  });
});
