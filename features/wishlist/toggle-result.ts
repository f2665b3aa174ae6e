import type { WishlistApiCode } from "./wishlist-errors";

/** What a heart's toggle came to: saved or removed, or the code of its failure. */
export type ToggleResult = { ok: true; saved: boolean } | { ok: false; code: WishlistApiCode };
