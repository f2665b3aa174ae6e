import { beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";

/**
 * The wishlist merge rules of the login flow, on the real guest store over an in-memory local
 * storage, with the merge route faked at the fetcher.
 */
const memory = new Map<string, string>();
vi.stubGlobal("localStorage", {
  getItem: (key: string) => memory.get(key) ?? null,
  setItem: (key: string, value: string) => void memory.set(key, value),
  removeItem: (key: string) => void memory.delete(key),
});

const api = vi.hoisted(() => ({ mergeWishlist: vi.fn() }));
vi.mock("./api", async (original) => ({ ...(await original<typeof import("./api")>()), mergeWishlist: api.mergeWishlist }));

const { mergeGuestWishlist } = await import("./merge");
const { useGuestWishlistStore } = await import("./guest-store");
const { wishlistFailure } = await import("./api");

const store = () => useGuestWishlistStore.getState();

beforeEach(() => {
  api.mergeWishlist.mockReset();
  store().clear();
});

describe("mergeGuestWishlist", () => {
  it("sends this country's guest pieces oldest first, then clears the guest list and refreshes her wishlist", async () => {
    store().add("sa", 11);
    store().add("sa", 12);
    store().add("sa", 11);
    api.mergeWishlist.mockResolvedValue({ added: 2, skipped: 0 });
    const queryClient = new QueryClient();
    queryClient.setQueryData(["wishlist", "customer", "sa", 7, "en-sa"], []);

    expect(await mergeGuestWishlist("sa", queryClient)).toEqual({ ok: true, added: 2, skipped: 0 });
    expect(api.mergeWishlist).toHaveBeenCalledExactlyOnceWith({ region: "sa", productIds: [11, 12] });
    expect(store().items).toEqual([]);
    expect(JSON.parse(memory.get("wishlist")!).state.items).toEqual([]);
    expect(queryClient.getQueryState(["wishlist", "customer", "sa", 7, "en-sa"])?.isInvalidated).toBe(true);
  });

  it("sends nothing for an empty list or another country's list, and drops the other country's pieces", async () => {
    expect(await mergeGuestWishlist("sa", new QueryClient())).toEqual({ ok: true, added: 0, skipped: 0 });
    store().add("ae", 21);
    expect(await mergeGuestWishlist("sa", new QueryClient())).toEqual({ ok: true, added: 0, skipped: 0 });
    expect(api.mergeWishlist).not.toHaveBeenCalled();
    expect(store().items).toEqual([]);
  });

  it("keeps the guest list when the merge fails, so nothing is lost", async () => {
    store().add("eg", 31);
    api.mergeWishlist.mockRejectedValue(wishlistFailure("The store is unavailable", 503, "unavailable"));
    expect(await mergeGuestWishlist("eg", new QueryClient())).toEqual({ ok: false, code: "unavailable" });
    expect(store().items.map((i) => i.productId)).toEqual([31]);
  });
});
