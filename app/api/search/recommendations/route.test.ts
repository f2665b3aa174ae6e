import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SearchProvider } from "@/lib/search/types";
import { fakeSearch, record, summary } from "@/features/search/test-fixtures";

const state = vi.hoisted(() => ({
  provider: null as SearchProvider | null,
  hydrated: [] as number[][],
  commerceFails: false,
}));
vi.mock("@/lib/search/provider", () => ({ getSearch: async () => state.provider }));
vi.mock("@/lib/commerce/provider", () => ({
  getCommerce: async () => ({
    getProductsByIds: async (ids: number[]) => {
      state.hydrated.push(ids);
      if (state.commerceFails) throw new Error("store down");
      // The store no longer sells product 4 and has run out of product 6: both drop out.
      return ids
        .filter((id) => id !== 4)
        .map((id) =>
          id === 6 ? { ...summary(id), inventory: { ...summary(id).inventory, isInStock: false } } : summary(id),
        )
        .reverse();
    },
  }),
}));
const reportError = vi.hoisted(() => vi.fn());
vi.mock("@/features/monitoring/report-error", () => ({ reportError }));

const { POST } = await import("./route");

const post = (body: unknown) =>
  POST(new Request("http://localhost/api/search/recommendations", { method: "POST", body: JSON.stringify(body) }));

let asked: { ids: readonly number[]; brandGroup: readonly string[]; limit?: number } | undefined;
beforeEach(() => {
  state.hydrated = [];
  state.commerceFails = false;
  asked = undefined;
  reportError.mockClear();
  state.provider = fakeSearch({
    recommend: async (ids, { brandGroup, limit }) => {
      asked = { ids, brandGroup, limit };
      return [record(3), record(4), record(5), record(6), record(7)];
    },
  });
});

describe("POST /api/search/recommendations", () => {
  it("answers in-stock recommended products hydrated from the store, in the engine's order, never cached", async () => {
    const res = await post({ ids: [7, 8, 7], locale: "en-sa" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const json = await res.json();
    expect(json.hasError).toBe(false);
    expect(json.response.products.map((p: { entityId: number }) => p.entityId)).toEqual([3, 5, 7]);
    expect(json.response.products[0].prices.salePrice).toEqual({ value: 903, currencyCode: "SAR" });
    // Twice the rail's length is asked for, so dropped products still leave a full rail.
    expect(asked).toEqual({ ids: [7, 8], brandGroup: ["main", "instyle", "waves", "missl"], limit: 12 });
    expect(state.hydrated).toEqual([[3, 4, 5, 6, 7]]);
  });

  it("passes the brand group and cuts the rail to the limit", async () => {
    const res = await post({ ids: [7], locale: "ar-ae", brand: "missl", limit: 2 });
    expect(asked).toMatchObject({ brandGroup: ["missl"], limit: 4 });
    expect((await res.json()).response.products.map((p: { entityId: number }) => p.entityId)).toEqual([3, 5]);
  });

  it("answers an empty rail without history, asking nobody", async () => {
    const res = await post({ ids: [], locale: "en-sa" });
    expect(await res.json()).toEqual({ hasError: false, response: { products: [] } });
    expect(asked).toBeUndefined();
  });

  it.each([
    ["no ids", { locale: "en-sa" }, /ids/],
    ["more than 20 ids", { ids: Array.from({ length: 21 }, (_, i) => i + 1), locale: "en-sa" }, /at most 20/],
    ["a zero id", { ids: [0], locale: "en-sa" }, /ids.0/],
    ["a text id", { ids: ["12"], locale: "en-sa" }, /ids.0/],
    ["no locale", { ids: [1] }, /locale/],
    ["an unknown brand", { ids: [1], locale: "en-sa", brand: "x" }, /brand: must be one of/],
    ["a too large limit", { ids: [1], locale: "en-sa", limit: 16 }, /limit/],
  ])("answers 400 with a message for %s", async (_, body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ hasError: true, error: expect.stringMatching(message) });
    expect(asked).toBeUndefined();
  });

  it("answers 502 with hasError and reports the failure when the store fails", async () => {
    state.commerceFails = true;
    const res = await post({ ids: [1], locale: "en-sa" });
    expect(res.status).toBe(502);
    expect((await res.json()).hasError).toBe(true);
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: "store down" }));
  });
});
