import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UpstreamError } from "@/lib/http/upstream";

const getProductBySku = vi.fn();

// The data cache is Next's (absent under vitest): the read runs as it is.
vi.mock("next/cache", () => ({ unstable_cache: (fn: () => unknown) => fn }));
vi.mock("@/lib/commerce/provider", () => ({ getCommerce: async () => ({ getProductBySku }) }));

const { loadProduct, RECENT_FAILURE_MS } = await import("./page-data");

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  getProductBySku.mockReset();
});
afterEach(() => vi.useRealTimers());

describe("loadProduct during an outage", () => {
  it("fails again at once for the same product right after a failed read, instead of waiting on the store a second time", async () => {
    // Next renders the error view's metadata after the page failed: generateMetadata reads again,
    // in a render of its own. A hung store would hold the 500 view for a second page deadline.
    const outage = new UpstreamError("bigcommerce:ae:graphql", "timeout", "no answer");
    getProductBySku.mockRejectedValue(outage);
    await expect(loadProduct("en-ae", "LUM-EAR-106")).rejects.toBe(outage);
    await expect(loadProduct("en-ae", "LUM-EAR-106")).rejects.toBe(outage);
    expect(getProductBySku).toHaveBeenCalledTimes(1);

    // Another product, or the same one once the moment has passed, asks the store.
    getProductBySku.mockResolvedValue(null);
    await expect(loadProduct("en-ae", "LUM-NCK-104")).resolves.toBeNull();
    vi.setSystemTime(Date.now() + RECENT_FAILURE_MS + 1);
    await expect(loadProduct("en-ae", "LUM-EAR-106")).resolves.toBeNull();
    expect(getProductBySku).toHaveBeenCalledTimes(3);
  });

  it("remembers only outages: a bug is thrown anew on each read", async () => {
    getProductBySku.mockRejectedValue(new TypeError("a bug"));
    await expect(loadProduct("ar-ae", "LUM-RNG-101")).rejects.toThrow(TypeError);
    await expect(loadProduct("ar-ae", "LUM-RNG-101")).rejects.toThrow(TypeError);
    expect(getProductBySku).toHaveBeenCalledTimes(2);
  });
});
