import { failure, ok } from "@/lib/http/respond";
import { LOCALES } from "@/lib/i18n/locales";
import { route } from "@/lib/http/route";
import { signedInCustomer } from "@/features/customer/server";
import { wishlistItemBody, type WishlistsResponse } from "@/features/wishlist/schema";

/**
 * POST /api/wishlist/add {region, locale, productId}: the product into her default wishlist
 * (created on first use). Idempotent; 404 productNotFound when this country does not sell it.
 */
export const POST = route(wishlistItemBody, { identity: signedInCustomer }, async (body, { customerId, commerce }) => {
  const lists = await commerce.addWishlistItem(customerId, body.productId, LOCALES[body.locale].lang);
  if (!lists) return failure(404, "This product is not sold in this country", { code: "productNotFound" });
  return ok<WishlistsResponse>(lists);
});
