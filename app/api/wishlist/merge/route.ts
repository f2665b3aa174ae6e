import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { signedInCustomer } from "@/features/customer/server";
import { wishlistMergeBody, type WishlistMergeResponse } from "@/features/wishlist/schema";

/**
 * POST /api/wishlist/merge {region, productIds}: a guest's saved pieces into her default wishlist
 * after sign-in (features/wishlist/merge.ts). No duplicates; unknown and unsold products skipped.
 */
export const POST = route(wishlistMergeBody, { identity: signedInCustomer }, async (body, { customerId, commerce }) =>
  ok<WishlistMergeResponse>(await commerce.mergeWishlistItems(customerId, body.productIds)),
);
