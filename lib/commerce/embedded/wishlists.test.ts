import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { openTestDb } from "@/lib/db/test-db";
import { sellableProducts } from "@/lib/db/test-catalogue";
import { seedDatabase } from "@/lib/db/seed";
import * as t from "@/lib/db/schema";
import { createTestCustomer } from "@/lib/auth/test-customers";
import { CommerceInputError } from "../errors";
import { createWishlists } from "./wishlists";

/** The embedded wishlist engine on a real, throw-away database. */
let handle: Awaited<ReturnType<typeof openTestDb>>;
let sold: number[];
let unsold: number;

beforeAll(async () => {
  handle = await openTestDb();
  await seedDatabase(handle.db, { products: 40, force: true });
  sold = (await sellableProducts(handle.db, "sa")).map((p) => p.productId);
  // One product taken off sale in sa: it must be skipped by adds and merges, and hidden in reads.
  unsold = sold.pop()!;
  await handle.db
    .update(t.regionProducts)
    .set({ visible: false })
    .where(and(eq(t.regionProducts.region, "sa"), eq(t.regionProducts.productId, unsold)));
});
afterAll(async () => handle?.close());

const wishlists = () => createWishlists(handle.db, "sa");
const productIds = (lists: { items: { productEntityId: number }[] }[]) =>
  lists.flatMap((l) => l.items.map((i) => i.productEntityId));

describe("embedded wishlists", () => {
  it("creates one default wishlist on first use, even for two first hearts at once", async () => {
    const { customer } = await createTestCustomer(handle.db);
    expect(await wishlists().getWishlists(customer.entityId, "en")).toEqual([]);
    const [a, b] = await Promise.all([
      wishlists().ensureDefaultWishlist(customer.entityId),
      wishlists().ensureDefaultWishlist(customer.entityId),
    ]);
    expect(a.entityId).toBe(b.entityId);
    expect(a.name).toBe("My wishlist");
    const lists = await wishlists().getWishlists(customer.entityId, "en");
    expect(lists).toEqual([{ entityId: a.entityId, name: "My wishlist", isDefault: true, items: [] }]);
  });

  it("adds idempotently, newest first, with products summarised in the language asked", async () => {
    const { customer } = await createTestCustomer(handle.db);
    await wishlists().addWishlistItem(customer.entityId, sold[0]!, "en");
    await wishlists().addWishlistItem(customer.entityId, sold[1]!, "en");
    const lists = (await wishlists().addWishlistItem(customer.entityId, sold[0]!, "ar"))!;
    expect(lists).toHaveLength(1);
    expect(productIds(lists).sort()).toEqual([sold[0], sold[1]].sort());
    const item = lists[0]!.items[0]!;
    expect(item.product.entityId).toBe(item.productEntityId);
    expect(item.product.name).toMatch(/[\u0600-\u06FF]/);
    expect(item.product.prices.price.currencyCode).toBe("SAR");
  });

  it("refuses a product not sold here, and another country's customer", async () => {
    const { customer } = await createTestCustomer(handle.db);
    expect(await wishlists().addWishlistItem(customer.entityId, unsold, "en")).toBeNull();
    expect(await wishlists().addWishlistItem(customer.entityId, 99_999_999, "en")).toBeNull();
    await expect(
      createWishlists(handle.db, "ae").addWishlistItem(customer.entityId, sold[0]!, "en"),
    ).rejects.toBeInstanceOf(CommerceInputError);
    expect(await createWishlists(handle.db, "ae").getWishlists(customer.entityId, "en")).toEqual([]);
  });

  it("removes a product from every list of hers, and only hers", async () => {
    const { customer } = await createTestCustomer(handle.db);
    const other = await createTestCustomer(handle.db);
    await wishlists().addWishlistItem(customer.entityId, sold[2]!, "en");
    await wishlists().addWishlistItem(other.customer.entityId, sold[2]!, "en");
    const [second] = await handle.db
      .insert(t.wishlists)
      .values({ customerId: customer.entityId, name: "Gifts" })
      .returning();
    await handle.db.insert(t.wishlistItems).values({ wishlistId: second!.id, productId: sold[2]! });
    expect(productIds(await wishlists().getWishlists(customer.entityId, "en"))).toEqual([sold[2], sold[2]]);
    const after = await wishlists().removeWishlistItem(customer.entityId, sold[2]!, "en");
    expect(after.map((l) => l.name)).toEqual(["My wishlist", "Gifts"]);
    expect(productIds(after)).toEqual([]);
    expect(productIds(await wishlists().getWishlists(other.customer.entityId, "en"))).toEqual([sold[2]]);
  });

  it("hides items no longer sold here but keeps them stored", async () => {
    const { customer } = await createTestCustomer(handle.db);
    const list = await wishlists().ensureDefaultWishlist(customer.entityId);
    await handle.db.insert(t.wishlistItems).values({ wishlistId: list.entityId, productId: unsold });
    expect(productIds(await wishlists().getWishlists(customer.entityId, "en"))).toEqual([]);
    expect(
      await handle.db.select().from(t.wishlistItems).where(eq(t.wishlistItems.wishlistId, list.entityId)),
    ).toHaveLength(1);
  });

  it("merges guest items into the default wishlist: no duplicates, unknown and unsold skipped", async () => {
    const { customer } = await createTestCustomer(handle.db);
    await wishlists().addWishlistItem(customer.entityId, sold[3]!, "en");
    const merged = await wishlists().mergeWishlistItems(customer.entityId, [
      sold[3]!,
      sold[4]!,
      sold[4]!,
      unsold,
      99_999_999,
      sold[5]!,
    ]);
    expect(merged).toEqual({ added: 2, skipped: 4 });
    const lists = await wishlists().getWishlists(customer.entityId, "en");
    expect(lists).toHaveLength(1);
    expect(productIds(lists).sort()).toEqual([sold[3], sold[4], sold[5]].sort());
    expect(await wishlists().mergeWishlistItems(customer.entityId, [sold[4]!])).toEqual({ added: 0, skipped: 1 });
  });
});
