import type { ProductSummary } from "./types";

/** A wishlist item, with its product summarised in the store's country and the shopper's language. */
export type WishlistItem = { entityId: number; productEntityId: number; product: ProductSummary; addedAt: string };

/** A wishlist (name, entityId, items). Items newest first. */
export type Wishlist = { entityId: number; name: string; isDefault: boolean; items: WishlistItem[] };

/** The name a customer's first wishlist gets; the screens show it translated. */
export const DEFAULT_WISHLIST_NAME = "My wishlist";

/** What a merge of guest items did: added to the default wishlist, or skipped (already there, unknown, not sold here). */
export type WishlistMerge = { added: number; skipped: number };
