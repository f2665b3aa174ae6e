import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SearchProvider, SuggestOptions } from "@/lib/search/types";
import { SearchUnavailableError } from "@/lib/search/errors";
import { fakeSearch, record } from "@/features/search/test-fixtures";

const search = vi.hoisted(() => ({ provider: null as SearchProvider | null, calls: [] as unknown[] }));
vi.mock("@/lib/search/provider", () => ({
  getSearch: async (region: string, lang: string) => {
    search.calls.push({ region, lang });
    return search.provider;
  },
}));
vi.mock("@/lib/commerce/provider", () => ({ getCommerce: async () => ({}) }));
const reportError = vi.hoisted(() => vi.fn());
vi.mock("@/features/monitoring/report-error", () => ({ reportError }));

const { GET } = await import("./route");

const get = (query: string) => GET(new Request(`http://localhost/api/search/suggestions?${query}`));

let asked: { term: string; options: SuggestOptions } | undefined;
beforeEach(() => {
  search.calls = [];
  asked = undefined;
  reportError.mockClear();
  search.provider = fakeSearch({
    suggest: async (term, options) => {
      asked = { term, options };
      return {
        autoSuggestions: Array.from({ length: 20 }, (_, i) => `${term} ${i}`),
        products: Array.from({ length: 20 }, (_, i) => record(i + 1)),
      };
    },
  });
});

describe("GET /api/search/suggestions", () => {
  it("answers at most 15 auto-suggestions and 15 products, cacheable by shared caches", async () => {
    const res = await get(`q=${encodeURIComponent(" خاتم ")}&locale=ar-sa`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, s-maxage=60, stale-while-revalidate=300");
    const json = await res.json();
    expect(json.hasError).toBe(false);
    expect(json.response.autoSuggestions).toHaveLength(15);
    expect(json.response.products).toHaveLength(15);
    expect(search.calls).toEqual([{ region: "sa", lang: "ar" }]);
    expect(asked).toEqual({ term: "خاتم", options: { brandGroup: ["main", "instyle", "waves", "missl"], limit: 15 } });
  });

  it("searches Miss L' alone for brand=missl, and defaults the locale to en-sa", async () => {
    await get("q=ring&brand=missl");
    expect(search.calls).toEqual([{ region: "sa", lang: "en" }]);
    expect(asked?.options.brandGroup).toEqual(["missl"]);
  });

  it("answers empty lists for an empty term without asking the engine", async () => {
    const res = await get("q=%20%20&locale=en-ae");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ hasError: false, response: { autoSuggestions: [], products: [] } });
    expect(search.calls).toEqual([]);
  });

  it.each([
    ["an unknown locale", "q=ring&locale=xx-sa", /locale: must be one of/],
    ["an unknown brand", "q=ring&brand=waves", /brand: must be one of/],
    ["a too long term", `q=${"x".repeat(101)}`, /q: .*100/],
    ["an unknown parameter", "q=ring&limit=99", /limit/],
  ])("answers 400 with a message for %s", async (_, query, message) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const json = await res.json();
    expect(json).toEqual({ hasError: true, error: expect.stringMatching(message) });
    expect(search.calls).toEqual([]);
  });

  it("answers 502 with hasError, uncached, and reports the failure", async () => {
    const failure = new Error("suggest timed out");
    search.provider = fakeSearch({ suggest: async () => Promise.reject(failure) });
    const res = await get("q=ring");
    expect(res.status).toBe(502);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((await res.json()).hasError).toBe(true);
    expect(reportError).toHaveBeenCalledWith(failure);
  });

  it("answers 503 when the search cannot answer yet", async () => {
    search.provider = fakeSearch({ suggest: async () => Promise.reject(new SearchUnavailableError("index building")) });
    const res = await get("q=ring");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ hasError: true, error: expect.any(String) });
  });
});
