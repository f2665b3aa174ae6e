import { ok } from "@/lib/http/respond";
import { LOCALES } from "@/lib/i18n/locales";
import { route } from "@/lib/http/route";
import { signedInCustomer } from "@/features/customer/server";
import { wishlistItemBody, type WishlistsResponse } from "@/features/wishlist/schema";

/** POST /api/wishlist/remove {region, locale, productId}: the product out of every wishlist of hers (idempotent). */
export const POST = route(wishlistItemBody, { identity: signedInCustomer }, async (body, { customerId, commerce }) =>
  ok<WishlistsResponse>(await commerce.removeWishlistItem(customerId, body.productId, LOCALES[body.locale].lang)),
);
