import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import type { Lang, RegionCode } from "@/lib/i18n/locales";
import { CommerceInputError } from "../errors";
import type { WishlistOperations } from "../interface";
import { DEFAULT_WISHLIST_NAME, type Wishlist } from "../wishlist-types";
import { loadSummaries } from "./mappers";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * One country's wishlists. A customer's first wishlist is her default one: the
 * hearts add to it, a sign-in merges the guest's items into it. Items whose product this country
 * no longer sells stay stored but are left out of reads (they come back if it is sold again).
 */
export function createWishlists(db: Db, region: RegionCode): WishlistOperations {
  /** Products of `ids` this country sells (visible), for adds and merges. */
  async function soldHere(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: t.regionProducts.productId })
      .from(t.regionProducts)
      .where(
        and(
          eq(t.regionProducts.region, region),
          eq(t.regionProducts.visible, true),
          inArray(t.regionProducts.productId, ids),
        ),
      );
    return new Set(rows.map((r) => r.id));
  }

  /**
   * The default wishlist's id, created on first use. The customer row is locked so two first
   * hearts at once cannot make two defaults (there is no unique key to lean on).
   */
  async function ensureDefault(tx: Tx | Db, customerId: number): Promise<number> {
    const [customer] = await tx
      .select({ id: t.customers.id })
      .from(t.customers)
      .where(and(eq(t.customers.id, customerId), eq(t.customers.region, region)))
      .for("update");
    if (!customer) throw new CommerceInputError("No such customer in this store");
    const [first] = await tx
      .select({ id: t.wishlists.id })
      .from(t.wishlists)
      .where(eq(t.wishlists.customerId, customerId))
      .orderBy(asc(t.wishlists.id))
      .limit(1);
    if (first) return first.id;
    const [created] = await tx
      .insert(t.wishlists)
      .values({ customerId, name: DEFAULT_WISHLIST_NAME })
      .returning({ id: t.wishlists.id });
    return created!.id;
  }

  async function getWishlists(customerId: number, lang: Lang): Promise<Wishlist[]> {
    const lists = await db
      .select({ id: t.wishlists.id, name: t.wishlists.name })
      .from(t.wishlists)
      .innerJoin(t.customers, eq(t.customers.id, t.wishlists.customerId))
      .where(and(eq(t.wishlists.customerId, customerId), eq(t.customers.region, region)))
      .orderBy(asc(t.wishlists.id));
    if (lists.length === 0) return [];
    const items = await db
      .select()
      .from(t.wishlistItems)
      .where(
        inArray(
          t.wishlistItems.wishlistId,
          lists.map((l) => l.id),
        ),
      )
      .orderBy(desc(t.wishlistItems.createdAt), desc(t.wishlistItems.id));
    const products = await loadSummaries(db, region, lang, [...new Set(items.map((i) => i.productId))]);
    const productOf = new Map(products.map((p) => [p.entityId, p]));
    return lists.map((list, index) => ({
      entityId: list.id,
      name: list.name,
      isDefault: index === 0,
      items: items.flatMap((item) => {
        const product = productOf.get(item.productId);
        if (item.wishlistId !== list.id || !product) return [];
        return [{ entityId: item.id, productEntityId: item.productId, product, addedAt: item.createdAt.toISOString() }];
      }),
    }));
  }

  return {
    getWishlists,

    async ensureDefaultWishlist(customerId) {
      const id = await db.transaction((tx) => ensureDefault(tx, customerId));
      return { entityId: id, name: DEFAULT_WISHLIST_NAME };
    },

    async addWishlistItem(customerId, productId, lang) {
      if (!(await soldHere([productId])).has(productId)) return null;
      await db.transaction(async (tx) => {
        const wishlistId = await ensureDefault(tx, customerId);
        // Idempotent: a second heart on the same piece changes nothing.
        await tx.insert(t.wishlistItems).values({ wishlistId, productId }).onConflictDoNothing();
      });
      return getWishlists(customerId, lang);
    },

    async removeWishlistItem(customerId, productId, lang) {
      const lists = db
        .select({ id: t.wishlists.id })
        .from(t.wishlists)
        .innerJoin(t.customers, eq(t.customers.id, t.wishlists.customerId))
        .where(and(eq(t.wishlists.customerId, customerId), eq(t.customers.region, region)));
      // The heart is one switch per product: off means off in every list of hers.
      await db
        .delete(t.wishlistItems)
        .where(and(eq(t.wishlistItems.productId, productId), inArray(t.wishlistItems.wishlistId, lists)));
      return getWishlists(customerId, lang);
    },

    async mergeWishlistItems(customerId, productIds) {
      const wanted = [...new Set(productIds)];
      const sold = await soldHere(wanted);
      const mergeable = wanted.filter((id) => sold.has(id));
      const added = await db.transaction(async (tx) => {
        const wishlistId = await ensureDefault(tx, customerId);
        // A piece already in any of her lists is not copied into the default one as well.
        const held = await tx
          .select({ productId: t.wishlistItems.productId })
          .from(t.wishlistItems)
          .innerJoin(t.wishlists, eq(t.wishlists.id, t.wishlistItems.wishlistId))
          .where(eq(t.wishlists.customerId, customerId));
        const owned = new Set(held.map((h) => h.productId));
        const fresh = mergeable.filter((id) => !owned.has(id));
        if (fresh.length === 0) return 0;
        const rows = await tx
          .insert(t.wishlistItems)
          .values(fresh.map((productId) => ({ wishlistId, productId })))
          .onConflictDoNothing()
          .returning({ id: t.wishlistItems.id });
        return rows.length;
      });
      return { added, skipped: productIds.length - added };
    },
  };
}
