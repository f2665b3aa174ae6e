import { beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryObserver } from "@tanstack/react-query";

/**
 * The wishlist merge rules of the login flow, on the real guest store over an in-memory local
 * storage, with the merge route faked at the fetcher. The browser's query client is whatever the
 * registry holds: sign-in and sign-out must never make one (that would load TanStack Query).
 */
const memory = new Map<string, string>();
vi.stubGlobal("localStorage", {
  getItem: (key: string) => memory.get(key) ?? null,
  setItem: (key: string, value: string) => void memory.set(key, value),
  removeItem: (key: string) => void memory.delete(key),
});

const api = vi.hoisted(() => ({ mergeWishlist: vi.fn() }));
vi.mock("./api", async (original) => ({
  ...(await original<typeof import("./api")>()),
  mergeWishlist: api.mergeWishlist,
}));
const registry = vi.hoisted(() => ({ client: undefined as QueryClient | undefined }));
vi.mock("@/lib/query/query-registry", () => ({ peekQueryClient: () => registry.client }));
// The module that makes the client (and imports TanStack Query's runtime) must stay unloaded.
vi.mock("@/lib/query/query-client", () => {
  throw new Error("merge.ts loaded the query client");
});

const { forgetCustomerWishlist, mergeGuestWishlist } = await import("./merge");
const { useGuestWishlistStore } = await import("./guest-store");
const { wishlistFailure } = await import("./api");

const store = () => useGuestWishlistStore.getState();
const herKey = ["wishlist", "customer", "sa", 7, "en-sa"];

beforeEach(() => {
  api.mergeWishlist.mockReset();
  registry.client = undefined;
  store().clear();
});

describe("mergeGuestWishlist", () => {
  it("sends this country's guest pieces oldest first, then clears the guest list and refreshes her wishlist", async () => {
    store().add("sa", 11);
    store().add("sa", 12);
    store().add("sa", 11);
    api.mergeWishlist.mockResolvedValue({ added: 2, skipped: 0 });
    registry.client = new QueryClient();
    registry.client.setQueryData(herKey, []);

    expect(await mergeGuestWishlist("sa")).toEqual({ ok: true, added: 2, skipped: 0 });
    expect(api.mergeWishlist).toHaveBeenCalledExactlyOnceWith({ region: "sa", productIds: [11, 12] });
    expect(store().items).toEqual([]);
    expect(JSON.parse(memory.get("wishlist")!).state.items).toEqual([]);
    expect(registry.client.getQueryState(herKey)?.isInvalidated).toBe(true);
  });

  it("does not keep her first read when it was sent before the merge and is still in flight", async () => {
    store().add("sa", 11);
    const client = new QueryClient();
    registry.client = client;
    const server = { lists: [{ items: [{ productEntityId: 10 }] }] as unknown[] };
    let answerFirst: (value: unknown) => void = () => {};
    const reads = vi.fn();
    const observer = new QueryObserver(client, {
      queryKey: herKey,
      queryFn: () => {
        reads();
        // The first read (before the merge) answers late, with the list as it was then.
        if (reads.mock.calls.length === 1) {
          const before = server.lists;
          return new Promise((resolve) => (answerFirst = () => resolve(before)));
        }
        return Promise.resolve(server.lists);
      },
    });
    const seen: unknown[] = [];
    const stop = observer.subscribe((result) => seen.push(result.data));
    api.mergeWishlist.mockImplementation(async () => {
      server.lists = [{ items: [{ productEntityId: 10 }, { productEntityId: 11 }] }];
      return { added: 1, skipped: 0 };
    });

    const merged = mergeGuestWishlist("sa");
    setTimeout(() => answerFirst(undefined), 20);
    expect(await merged).toEqual({ ok: true, added: 1, skipped: 0 });
    await vi.waitFor(() => expect(client.getQueryData(herKey)).toEqual(server.lists));
    expect(reads).toHaveBeenCalledTimes(2);
    stop();
  });

  it("refreshes a wishlist read while the merge was under way (the client is looked up after it)", async () => {
    store().add("sa", 11);
    const client = new QueryClient();
    api.mergeWishlist.mockImplementation(async () => {
      // The hearts saw her signed in and read her (pre-merge) list meanwhile.
      registry.client = client;
      client.setQueryData(herKey, []);
      return { added: 1, skipped: 0 };
    });
    expect(await mergeGuestWishlist("sa")).toEqual({ ok: true, added: 1, skipped: 0 });
    expect(client.getQueryState(herKey)?.isInvalidated).toBe(true);
  });

  it("makes no query client when none exists (nothing is cached), and still merges", async () => {
    store().add("sa", 11);
    api.mergeWishlist.mockResolvedValue({ added: 1, skipped: 0 });
    expect(await mergeGuestWishlist("sa")).toEqual({ ok: true, added: 1, skipped: 0 });
    expect(store().items).toEqual([]);
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
    registry.client = new QueryClient();
    registry.client.setQueryData(herKey, []);
    api.mergeWishlist.mockRejectedValue(wishlistFailure("The store is unavailable", 503, "unavailable"));
    expect(await mergeGuestWishlist("eg")).toEqual({ ok: false, code: "unavailable" });
    expect(store().items.map((i) => i.productId)).toEqual([31]);
    expect(registry.client.getQueryState(herKey)?.isInvalidated).toBe(false);
  });
});

describe("forgetCustomerWishlist", () => {
  it("drops her cached wishlists at sign-out, and only the wishlist's", () => {
    registry.client = new QueryClient();
    registry.client.setQueryData(herKey, []);
    registry.client.setQueryData(["customer", "sa"], { entityId: 7 });
    forgetCustomerWishlist();
    expect(registry.client.getQueryData(herKey)).toBeUndefined();
    expect(registry.client.getQueryData(["customer", "sa"])).toEqual({ entityId: 7 });
  });

  it("does nothing, and makes no client, when no wishlist was ever read", () => {
    expect(() => forgetCustomerWishlist()).not.toThrow();
  });
});
