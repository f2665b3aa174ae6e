import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setupServer } from "msw/node";
import { createStrapiFake } from "@/tests/msw/strapi";
import { resetUpstreams } from "@/lib/http/upstream";
import { LANGS, REGION_CODES, type Lang } from "@/lib/i18n/locales";
import { createFilesContent } from "../files";
import { snapshot } from "../contract";
import { createStrapiContent } from "./index";

/** The Strapi adapter against the msw Strapi built from the embedded files (tests/msw/strapi.ts). */
const fake = await createStrapiFake();
const server = setupServer(...fake.handlers);

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterAll(() => server.close());
beforeEach(async () => {
  resetUpstreams();
  await fake.reset();
});
afterEach(() => {
  expect(fake.state.violations).toEqual([]);
  expect(fake.state.invalidBodies).toEqual([]);
  vi.useRealTimers();
});

const make = async (
  lang: Lang,
  options: { token?: string; cacheMs?: number; log?: (m: string, e: unknown) => void } = {},
) =>
  createStrapiContent(lang, {
    url: fake.base,
    token: options.token ?? fake.token,
    cacheMs: options.cacheMs ?? 0,
    fallback: await createFilesContent(lang),
    log: options.log ?? (() => undefined),
  });

/** Media addresses back to the files' paths, and dates to one spelling, to compare with the files. */
function asFiles(value: unknown): unknown {
  if (typeof value === "string")
    return (
      fake.state.store.assetOf.get(value) ?? (/^\d{4}-\d\d-\d\dT/.test(value) ? new Date(value).toISOString() : value)
    );
  if (Array.isArray(value)) return value.map(asFiles);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asFiles(v)]));
  return value;
}

describe("Strapi content adapter", () => {
  it.each(LANGS)("maps every piece to what the files say, pictures from Strapi's media library (%s)", async (lang) => {
    const [strapi, files] = [await make(lang), await createFilesContent(lang)];
    for (const region of REGION_CODES) {
      const served = await snapshot(strapi, region);
      expect(served.header.logo.src).toMatch(new RegExp(`^${fake.base}/uploads/lumina_\\w+\\.svg$`));
      expect(served.homes[0]!.sections.find((s) => s.kind === "hero")).toMatchObject({
        image: { desktop: expect.stringMatching(/^https:\/\/cms\.lumina\.test\/uploads\//) },
      });
      expect(asFiles(served)).toEqual(asFiles(await snapshot(files, region)));
    }
  });

  it("asks with the API token, the language and Strapi 5's populate, one request per piece", async () => {
    const content = await make("ar");
    await snapshot(content, "sa");
    const paths = fake.state.requests.map((r) => new URL(r, fake.base));
    expect(paths.map((u) => u.pathname).sort()).toEqual([
      "/api/brand-homes",
      "/api/brand-homes",
      "/api/brand-homes",
      "/api/error-promos",
      "/api/footer",
      "/api/header",
      "/api/help-centre-entries",
    ]);
    for (const url of paths) expect(url.searchParams.get("locale")).toBe("ar");
    const home = paths.find((u) => u.pathname === "/api/brand-homes")!;
    expect(home.searchParams.get("filters[Brand][$eq]")).toBe("main");
    expect(home.searchParams.get("populate[Sections][on][home.hero][populate][Image][populate][Desktop_Image]")).toBe(
      "true",
    );
  });

  it("treats a refused token as an outage: the files are served and it is logged once", async () => {
    const log = vi.fn();
    const content = await make("en", { token: "not-the-token-0000000000", log });
    const files = await createFilesContent("en");
    expect(await snapshot(content, "ae")).toEqual(await snapshot(files, "ae"));
    expect(await content.getHeader("sa")).toEqual(await files.getHeader("sa"));
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![1]).toMatchObject({ kind: "status", status: 401 });
  });

  it("rejects a body that is not the agreed shape as an upstream error", async () => {
    fake.state.mode = "malformed";
    const log = vi.fn();
    const content = await make("en", { log });
    expect(await content.getFooter("eg")).toEqual(await (await createFilesContent("en")).getFooter("eg"));
    expect(log.mock.calls[0]![1]).toMatchObject({
      kind: "invalid",
      message: expect.stringContaining("unexpected shape"),
    });
  });

  it("logs an outage once, and again only after Strapi has answered in between", async () => {
    const log = vi.fn();
    const content = await make("en", { log });
    fake.state.mode = "error";
    await content.getHeader("sa");
    await content.getFooter("sa");
    expect(log).toHaveBeenCalledTimes(1);
    resetUpstreams();
    fake.state.mode = "up";
    await content.getHeader("sa");
    fake.state.mode = "down";
    await content.getHeader("sa");
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[1]![0]).toContain("the last good copy");
  });

  it("reads a piece once per cache time for every country, then again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const content = await make("en", { cacheMs: 60_000 });
    const headers = () => fake.state.requests.filter((r) => r.startsWith("/api/header")).length;
    await Promise.all(REGION_CODES.map((r) => content.getHeader(r)));
    await content.getHeader("sa");
    expect(headers()).toBe(1);
    vi.setSystemTime(Date.now() + 60_001);
    await content.getHeader("eg");
    expect(headers()).toBe(2);
  });

  it("takes a piece missing in one language from the files, and only that piece", async () => {
    delete fake.state.store.single.header.ar;
    const [ar, en] = [await make("ar"), await make("en")];
    expect(await ar.getHeader("sa")).toEqual(await (await createFilesContent("ar")).getHeader("sa"));
    expect((await ar.getFooter("sa")).paymentIcons[0]!.image).toMatch(/^https:\/\/cms\.lumina\.test\/uploads\//);
    expect((await en.getHeader("sa")).logo.src).toMatch(/^https:\/\/cms\.lumina\.test\/uploads\//);
  });
});
