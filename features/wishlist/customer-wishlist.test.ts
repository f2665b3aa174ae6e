import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import type { Wishlist } from "@/lib/commerce/wishlist-types";

/**
 * The signed-in customer's part (loaded on demand): her lists through the shared query, and her
 * toggle, on a real query client with the wishlist routes faked at the fetchers.
 */
const api = vi.hoisted(() => ({ getWishlists: vi.fn(), addWishlistItem: vi.fn(), removeWishlistItem: vi.fn() }));
vi.mock("./api", async (original) => ({ ...(await original<typeof import("./api")>()), ...api }));

const { toggleCustomerWishlist, watchCustomerWishlist } = await import("./customer-wishlist");
const { wishlistFailure } = await import("./api");

const list = (...ids: number[]): Wishlist[] => [
  {
    entityId: 1,
    name: "My wishlist",
    isDefault: true,
    items: ids.map((id) => ({
      entityId: id * 10,
      productEntityId: id,
      addedAt: "2026-01-01T00:00:00Z",
      product: {} as never,
    })),
  },
];
const herKey = ["wishlist", "customer", "sa", 7, "en-sa"];
const herArabicKey = ["wishlist", "customer", "sa", 7, "ar-sa"];
const her = { locale: "en-sa", customerId: 7 } as const;

let client: QueryClient;
beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => client.clear());

describe("watchCustomerWishlist", () => {
  it("reads her lists once for every watcher, tells each the answer and every later change", async () => {
    const first = list(1, 2);
    api.getWishlists.mockResolvedValue(first);
    const hearts = vi.fn();
    const count = vi.fn();
    const stopHearts = watchCustomerWishlist("en-sa", 7, hearts, client);
    const stopCount = watchCustomerWishlist("en-sa", 7, count, client);
    await vi.waitFor(() => expect(hearts).toHaveBeenCalledWith(first));
    expect(count).toHaveBeenCalledWith(first);
    expect(api.getWishlists).toHaveBeenCalledExactlyOnceWith({ region: "sa", locale: "en-sa" });

    const next = list(3);
    client.setQueryData(herKey, next);
    expect(hearts).toHaveBeenLastCalledWith(next);
    stopHearts();
    client.setQueryData(herKey, list());
    expect(hearts).toHaveBeenLastCalledWith(next);
    expect(count).toHaveBeenCalledTimes(3);
    stopCount();
  });

  it("tells what the cache already holds at once, and a sign-in's invalidation refetches it", async () => {
    const cached = list(5);
    client.setQueryData(herKey, cached);
    const seen = vi.fn();
    const stop = watchCustomerWishlist("en-sa", 7, seen, client);
    expect(seen).toHaveBeenCalledExactlyOnceWith(cached);
    expect(api.getWishlists).not.toHaveBeenCalled();

    const merged = list(5, 6);
    api.getWishlists.mockResolvedValue(merged);
    await client.invalidateQueries({ queryKey: ["wishlist"] });
    expect(seen).toHaveBeenLastCalledWith(merged);
    stop();
  });
});

describe("toggleCustomerWishlist", () => {
  it("saves a piece her lists do not hold; the server's answer becomes the cache and her other language's lists go stale", async () => {
    client.setQueryData(herKey, list(1));
    client.setQueryData(herArabicKey, list(1));
    const answer = list(2, 1);
    api.addWishlistItem.mockResolvedValue(answer);
    expect(await toggleCustomerWishlist(her, 2, client)).toEqual({ ok: true, saved: true });
    expect(api.addWishlistItem).toHaveBeenCalledExactlyOnceWith({ region: "sa", locale: "en-sa", productId: 2 });
    expect(client.getQueryData(herKey)).toEqual(answer);
    expect(client.getQueryState(herArabicKey)?.isInvalidated).toBe(true);
  });

  it("removes a piece her lists hold", async () => {
    client.setQueryData(herKey, list(1, 2));
    api.removeWishlistItem.mockResolvedValue(list(1));
    expect(await toggleCustomerWishlist(her, 2, client)).toEqual({ ok: true, saved: false });
    expect(api.removeWishlistItem).toHaveBeenCalledExactlyOnceWith({ region: "sa", locale: "en-sa", productId: 2 });
    expect(api.addWishlistItem).not.toHaveBeenCalled();
  });

  it("answers a refusal with its code and leaves the cache as it was", async () => {
    const before = list(1);
    client.setQueryData(herKey, before);
    api.addWishlistItem.mockRejectedValue(wishlistFailure("Sign in", 401, "signInRequired"));
    expect(await toggleCustomerWishlist(her, 2, client)).toEqual({ ok: false, code: "signInRequired" });
    expect(client.getQueryData(herKey)).toBe(before);
  });
});
