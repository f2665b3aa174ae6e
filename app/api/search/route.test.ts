import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SearchProvider, SearchRequest } from "@/lib/search/types";
import { fakeSearch, summary } from "@/features/search/test-fixtures";

const search = vi.hoisted(() => ({ provider: null as SearchProvider | null, calls: [] as unknown[] }));
vi.mock("@/lib/search/provider", () => ({
  getSearch: async (region: string, lang: string) => {
    search.calls.push({ region, lang });
    return search.provider;
  },
}));
vi.mock("@/lib/commerce/provider", () => ({
  getCommerce: async () => ({ getProductsByIds: async (ids: number[]) => ids.map(summary) }),
}));
const reportError = vi.hoisted(() => vi.fn());
vi.mock("@/features/monitoring/report-error", () => ({ reportError }));

const { POST } = await import("./route");

const post = (body: unknown) =>
  POST(
    new Request("http://localhost/api/search", {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );

let lastRequest: SearchRequest | undefined;
beforeEach(() => {
  search.calls = [];
  lastRequest = undefined;
  reportError.mockClear();
  const base = fakeSearch();
  search.provider = fakeSearch({
    search: (request) => {
      lastRequest = request;
      return base.search(request);
    },
  });
});

describe("POST /api/search", () => {
  it("answers a page of hydrated products with facets, defaults of the spec applied", async () => {
    const res = await post({ searchTerm: true, query: "ring" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const json = await res.json();
    expect(json.hasError).toBe(false);
    expect(json.response).toMatchObject({ type: "SEARCH", total: 2, pageNum: 0, rows: 40 });
    expect(json.response.products.map((p: { entityId: number }) => p.entityId)).toEqual([1, 2]);
    expect(json.response.facets[0].name).toBe("metal_karat");
    expect(search.calls).toEqual([{ region: "sa", lang: "en" }]);
    expect(lastRequest).toMatchObject({
      query: "ring",
      brandGroup: ["main", "instyle", "waves", "missl"],
      priceRange: null,
    });
  });

  it("translates the request: locale, brand, category path, price, facets, sort and paging", async () => {
    const res = await post({
      query: "خاتم",
      locale: "ar-eg",
      brand: "missl",
      formattedCategoryPath: "Diamond/rings",
      priceRange: "500-1000",
      facets: { metal_karat: ["18K"], price: ["under-500", "50000-above"] },
      sorting: "price-asc",
      pageNum: 2,
      rows: 20,
    });
    expect(res.status).toBe(200);
    expect(search.calls).toEqual([{ region: "eg", lang: "ar" }]);
    expect(lastRequest).toEqual({
      query: "خاتم",
      brandGroup: ["missl"],
      categoryPath: ["diamond", "rings"],
      priceRange: { min: 500, max: 1000 },
      filters: {
        metal_karat: ["18k"],
        price: [
          { min: 0, max: 500 },
          { min: 50000, max: null },
        ],
      },
      sort: "price-asc",
      pageNum: 2,
      rows: 20,
    });
  });

  it("takes the category from parent and child names, and the brand from the page path", async () => {
    await post({
      parentCategoryName: "gold",
      childCategoryName: "18k-gold",
      path: "/en-sa/miss-l/x",
      searchTerm: false,
      query: "ignored",
    });
    expect(lastRequest).toMatchObject({ query: undefined, categoryPath: ["gold", "18k-gold"], brandGroup: ["missl"] });
  });

  it.each([
    ["not JSON", "{", /body must be JSON/],
    ["an array", [], /JSON object/],
    ["a too long query", { query: "x".repeat(101) }, /query: .*100/],
    ["an unknown sort", { sorting: "cheapest" }, /sorting: must be one of/],
    ["a negative page", { pageNum: -1 }, /pageNum/],
    ["a fractional page", { pageNum: 1.5 }, /pageNum/],
    ["too many rows", { rows: 251 }, /rows/],
    ["zero rows", { rows: 0 }, /rows/],
    ["an unknown locale", { locale: "fr-fr" }, /locale: must be one of/],
    ["an unknown brand", { brand: "waves" }, /brand: must be one of main, missl/],
    ["an unknown facet", { facets: { colour: ["red"] } }, /unknown facet\(s\) colour/],
    ["a facet that is not a list", { facets: { metal_karat: "18k" } }, /facets.metal_karat/],
    ["a bad facet value", { facets: { type: ["<script>"] } }, /facets.type.0: must be a slug/],
    ["a bad price facet", { facets: { price: ["cheap"] } }, /facets.price.0: "cheap" is not a price segment/],
    ["a bad price range", { priceRange: "1000-500" }, /priceRange/],
    ["a bad category path", { formattedCategoryPath: "rings/../../etc" }, /formattedCategoryPath/],
    ["searchTerm without query", { searchTerm: true }, /query is required when searchTerm is true/],
    ["an unknown field", { rowz: 10 }, /rowz/],
  ])("answers 400 with a message for %s", async (_, body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.hasError).toBe(true);
    expect(json.error).toMatch(message);
    expect(search.calls).toEqual([]);
  });

  it("answers 502 with hasError and reports the failure when the search service fails", async () => {
    const failure = new Error("index unavailable");
    search.provider = fakeSearch({ search: async () => Promise.reject(failure) });
    const res = await post({ query: "ring" });
    expect(res.status).toBe(502);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ hasError: true, error: expect.stringMatching(/unavailable/) });
    expect(reportError).toHaveBeenCalledWith(failure);
  });
});
