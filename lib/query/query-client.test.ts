import { describe, expect, it } from "vitest";
import { makeQueryClient, retryDelay } from "./query-client";

describe("query client defaults", () => {
  it("drops unused data after 5 min and retries reads 3 times, capped at 30 s, never a mutation", () => {
    const options = makeQueryClient().getDefaultOptions();
    expect(options.queries?.gcTime).toBe(5 * 60 * 1000);
    expect(options.queries?.retry).toBe(3);
    expect(options.mutations?.retry).toBe(false);
  });

  it("backs off exponentially and caps at 30 s", () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(10)).toBe(30_000);
  });
});
