import { describe, expect, it } from "vitest";
import {
  EMPTY_GUEST_LIST,
  GUEST_WISHLIST_LIMIT,
  holds,
  itemsIn,
  readGuestList,
  withItem,
  withoutItem,
} from "./guest-list";
import { toggleToast } from "./wishlist-commands";

describe("guest wishlist rules", () => {
  it("saves once, newest first, per country", () => {
    let list = withItem(EMPTY_GUEST_LIST, "sa", 1, 100);
    list = withItem(list, "sa", 2, 200);
    expect(withItem(list, "sa", 1, 300)).toBe(list);
    expect(itemsIn(list, "sa")).toEqual([
      { productId: 2, addedAt: 200 },
      { productId: 1, addedAt: 100 },
    ]);
    expect(holds(list, "sa", 1)).toBe(true);
    expect(holds(list, "ae", 1)).toBe(false);
    expect(itemsIn(list, "ae")).toEqual([]);
  });

  it("a save in another country starts that country's list and drops the old one", () => {
    const sa = withItem(EMPTY_GUEST_LIST, "sa", 1, 100);
    expect(withItem(sa, "eg", 5, 200)).toEqual({ region: "eg", items: [{ productId: 5, addedAt: 200 }] });
    expect(withoutItem(sa, "eg", 1)).toEqual({ region: "eg", items: [] });
  });

  it("removes, and drops the oldest past the limit", () => {
    let list = EMPTY_GUEST_LIST;
    for (let id = 1; id <= GUEST_WISHLIST_LIMIT + 1; id++) list = withItem(list, "sa", id, id);
    expect(list.items).toHaveLength(GUEST_WISHLIST_LIMIT);
    expect(holds(list, "sa", 1)).toBe(false);
    expect(holds(withoutItem(list, "sa", 5), "sa", 5)).toBe(false);
  });

  it("reads only what it wrote: bad shapes are empty, bad items and duplicates dropped", () => {
    expect(readGuestList(null)).toEqual(EMPTY_GUEST_LIST);
    expect(readGuestList({ region: "fr", items: [] })).toEqual(EMPTY_GUEST_LIST);
    expect(readGuestList({ region: "sa", items: "x" })).toEqual(EMPTY_GUEST_LIST);
    const items = [
      { productId: 3, addedAt: 1 },
      { productId: 3, addedAt: 2 },
      { productId: -1, addedAt: 1 },
      { productId: "4", addedAt: 1 },
      null,
    ];
    expect(readGuestList({ region: "sa", items })).toEqual({ region: "sa", items: [{ productId: 3, addedAt: 1 }] });
  });

  it("toasts: saved, removed, and each failure its own message", () => {
    expect(toggleToast({ ok: true, saved: true })).toEqual({ kind: "success", key: "wishlist.toast.added" });
    expect(toggleToast({ ok: true, saved: false })).toEqual({ kind: "info", key: "wishlist.toast.removed" });
    expect(toggleToast({ ok: false, code: "signInRequired" }).key).toBe("wishlist.errors.signInAgain");
    expect(toggleToast({ ok: false, code: "otherRegion" }).key).toBe("wishlist.errors.otherRegion");
    expect(toggleToast({ ok: false, code: "productNotFound" }).key).toBe("wishlist.errors.productNotFound");
    expect(toggleToast({ ok: false, code: "network" }).key).toBe("wishlist.errors.unavailable");
  });
});
