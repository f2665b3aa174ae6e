import "server-only";
import type { Lang } from "@/lib/i18n/locales";
import { CommerceInputError } from "../errors";
import type { CatalogueReads, WishlistOperations } from "../interface";
import type { ProductSummary } from "../types";
import { DEFAULT_WISHLIST_NAME, type Wishlist } from "../wishlist-types";
import type { RestClient } from "./clients";
import { refused, v3All } from "./customer-rest";

/** A wishlist as Wishlists v3 answers one. */
export type BcWishlist = {
  id: number;
  customer_id: number;
  name: string;
  items: { id: number; product_id: number; variant_id?: number }[];
};

/**
 * Our wishlists from the store's: the first (lowest id) is the default; items newest first (the
 * store keeps them in the order added and no date, so `addedAt` is empty); an item whose product
 * is not among `products` (no longer sold here) is left out of the read.
 */
export function toWishlists(lists: BcWishlist[], products: ProductSummary[]): Wishlist[] {
  const productOf = new Map(products.map((p) => [p.entityId, p]));
  return [...lists]
    .sort((a, b) => a.id - b.id)
    .map((list, index) => ({
      entityId: list.id,
      name: list.name,
      isDefault: index === 0,
      items: [...list.items]
        .sort((a, b) => b.id - a.id)
        .flatMap((item) => {
          const product = productOf.get(item.product_id);
          return product ? [{ entityId: item.id, productEntityId: item.product_id, product, addedAt: "" }] : [];
        }),
    }));
}

/** The catalogue read wishlists summarise products with (the catalogue part's `getProductsByIds`). */
export type ProductsByIds = CatalogueReads["getProductsByIds"];

/**
 * One country's wishlists on its BigCommerce store (Wishlists v3), with the embedded store's
 * rules: "My wishlist" made on first use, the heart idempotent and one switch per product across
 * all her lists, a guest's items merged without duplicates. A product is "sold here" when the
 * country's catalogue (`getProductsByIds`) returns it.
 */
export function createBigCommerceWishlists({
  rest,
  getProductsByIds,
}: {
  rest: RestClient;
  getProductsByIds: ProductsByIds;
}): WishlistOperations {
  const lists = (customerId: number) =>
    Number.isInteger(customerId) && customerId > 0
      ? v3All<BcWishlist>(rest, "/v3/wishlists", { customer_id: customerId })
      : Promise.resolve([]);

  async function soldHere(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    return new Set((await getProductsByIds(ids, "en")).map((p) => p.entityId));
  }

  /** Her default wishlist (made now if she has none) and all her lists. */
  async function ensureDefault(customerId: number): Promise<{ first: BcWishlist; all: BcWishlist[] }> {
    const all = (await lists(customerId)).sort((a, b) => a.id - b.id);
    if (all[0]) return { first: all[0], all };
    const body = { customer_id: customerId, name: DEFAULT_WISHLIST_NAME, is_public: false, items: [] };
    const made = (
      await rest.post<{ data: BcWishlist }>("/v3/wishlists", body).catch((error: unknown) => {
        throw refused(error, 404, 422)
          ? new CommerceInputError("No such customer in this store", { cause: error })
          : error;
      })
    ).data;
    // Two first hearts at once each make a list (the store has no unique key to lean on): the
    // older one is the default, and the one made here goes again, still empty.
    const now = (await lists(customerId)).sort((a, b) => a.id - b.id);
    if (now[0] && now[0].id !== made.id) {
      await rest.delete(`/v3/wishlists/${made.id}`).catch((error: unknown) => {
        if (!refused(error, 404)) throw error;
      });
      return { first: now[0], all: now.filter((l) => l.id !== made.id) };
    }
    return { first: made, all: now.length ? now : [made] };
  }

  async function getWishlists(customerId: number, lang: Lang): Promise<Wishlist[]> {
    const found = await lists(customerId);
    const ids = [...new Set(found.flatMap((l) => l.items.map((i) => i.product_id)))];
    return toWishlists(found, ids.length ? await getProductsByIds(ids, lang) : []);
  }

  async function addItems(wishlistId: number, productIds: number[]): Promise<void> {
    await rest.post(`/v3/wishlists/${wishlistId}/items`, { items: productIds.map((product_id) => ({ product_id })) });
  }

  return {
    getWishlists,

    async ensureDefaultWishlist(customerId) {
      const { first } = await ensureDefault(customerId);
      return { entityId: first.id, name: first.name };
    },

    async addWishlistItem(customerId, productId, lang) {
      if (!(await soldHere([productId])).has(productId)) return null;
      const { first } = await ensureDefault(customerId);
      // Idempotent: a second heart on the same piece changes nothing.
      if (!first.items.some((i) => i.product_id === productId)) await addItems(first.id, [productId]);
      return getWishlists(customerId, lang);
    },

    async removeWishlistItem(customerId, productId, lang) {
      // The heart is one switch per product: off means off in every list of hers.
      for (const list of await lists(customerId)) {
        for (const item of list.items.filter((i) => i.product_id === productId)) {
          // An item gone already (another tab) is what we wanted.
          await rest.delete(`/v3/wishlists/${list.id}/items/${item.id}`).catch((error: unknown) => {
            if (!refused(error, 404)) throw error;
          });
        }
      }
      return getWishlists(customerId, lang);
    },

    async mergeWishlistItems(customerId, productIds) {
      const wanted = [...new Set(productIds)];
      const sold = await soldHere(wanted);
      const { first, all } = await ensureDefault(customerId);
      // A piece already in any of her lists is not copied into the default one as well.
      const owned = new Set(all.flatMap((l) => l.items.map((i) => i.product_id)));
      const fresh = wanted.filter((id) => sold.has(id) && !owned.has(id));
      if (fresh.length) await addItems(first.id, fresh);
      return { added: fresh.length, skipped: productIds.length - fresh.length };
    },
  };
}
