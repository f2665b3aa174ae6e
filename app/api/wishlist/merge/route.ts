import { ok } from "@/lib/http/respond";
import { customerRoute } from "@/features/customer/server";
import { wishlistMergeBody, type WishlistMergeResponse } from "@/features/wishlist/schema";

/**
 * POST /api/wishlist/merge {region, productIds}: a guest's saved pieces into her default wishlist
 * after sign-in (features/wishlist/merge.ts). No duplicates; unknown and unsold products skipped.
 */
export const POST = customerRoute(wishlistMergeBody, async (body, { customerId, commerce }) =>
  ok<WishlistMergeResponse>(await commerce.mergeWishlistItems(customerId, body.productIds)),
);
