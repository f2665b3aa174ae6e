import { describe, expect, it } from "vitest";
import en from "@/locales/en/common.json";
import ar from "@/locales/ar/common.json";
import { LAZY_SECTIONS } from "@/lib/i18n/client-sections";
import { GET } from "./route";

const get = (lang: string, query = "") =>
  GET(new Request(`http://store.test/api/translations/${lang}${query}`), { params: Promise.resolve({ lang }) });

describe("GET /api/translations/[lang]: the shell's lazy sections", () => {
  it("answers the lazy sections of a language, and nothing only the server reads", async () => {
    for (const [lang, common] of [
      ["en", en],
      ["ar", ar],
    ] as const) {
      const response = await get(lang);
      expect(response.status).toBe(200);
      const { hasError, response: sections } = (await response.json()) as {
        hasError: boolean;
        response: Record<string, Record<string, unknown>>;
      };
      expect(hasError).toBe(false);
      expect(Object.keys(sections).sort()).toEqual([...LAZY_SECTIONS].sort());
      expect(sections.cart).toEqual(common.cart);
      expect(sections.product).toEqual(common.product);
      // The account emails' texts never reach a browser.
      expect(sections.auth).not.toHaveProperty("email");
      expect(sections.auth!.toast).toEqual(common.auth.toast);
    }
  });

  it("may be kept for good under its current version; any other address is revalidated", async () => {
    const plain = await get("ar");
    const version = plain.headers.get("etag")!.replaceAll('"', "");
    expect(version).toMatch(/^[\w-]{12}$/);
    expect(plain.headers.get("cache-control")).toBe("no-cache");
    expect((await get("ar", `?v=${version}`)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await get("ar", "?v=older")).headers.get("cache-control")).toBe("no-cache");
    // Each language's text has its own version.
    expect((await get("en")).headers.get("etag")).not.toBe(plain.headers.get("etag"));
  });

  it("refuses an unknown language with a 400 that names the choices", async () => {
    const response = await get("fr");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      hasError: true,
      error: "lang: must be one of en, ar",
      code: "badRequest",
    });
  });
});
