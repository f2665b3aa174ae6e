import { beforeEach, describe, expect, it, vi } from "vitest";
import { hydrateRecentlyViewed, pushRecent, RECENTLY_VIEWED_LIMIT, useRecentlyViewedStore } from "./recently-viewed";

// The store binds to localStorage when its module loads: a Map-backed one stands in (node has none).
const saved = vi.hoisted(() => {
  const items = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
    key: (i: number) => [...items.keys()][i] ?? null,
    get length() {
      return items.size;
    },
  } as Storage;
  return items;
});

describe("recently viewed", () => {
  beforeEach(() => useRecentlyViewedStore.setState({ byRegion: {} }));

  it("puts the newest first and keeps one copy of each id", () => {
    expect(pushRecent([3, 2, 1], 2)).toEqual([2, 3, 1]);
    expect(pushRecent([], 7)).toEqual([7]);
  });

  it(`keeps at most ${RECENTLY_VIEWED_LIMIT} ids`, () => {
    let ids: number[] = [];
    for (let id = 1; id <= 30; id++) ids = pushRecent(ids, id);
    expect(ids).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(ids[0]).toBe(30);
    expect(ids.at(-1)).toBe(11);
  });

  it("keeps each country's list apart", () => {
    const { record } = useRecentlyViewedStore.getState();
    record("sa", 1);
    record("eg", 2);
    record("sa", 3);
    expect(useRecentlyViewedStore.getState().byRegion).toEqual({ sa: [3, 1], eg: [2] });
  });

  it("saves to local storage under recently_viewed and reads it back", async () => {
    useRecentlyViewedStore.getState().record("ae", 42);
    expect(JSON.parse(saved.get("recently_viewed") ?? "{}")).toMatchObject({ state: { byRegion: { ae: [42] } } });
    saved.set("recently_viewed", JSON.stringify({ state: { byRegion: { ae: [9, 8] } }, version: 1 }));
    await hydrateRecentlyViewed();
    expect(useRecentlyViewedStore.getState().byRegion.ae).toEqual([9, 8]);
  });
});
