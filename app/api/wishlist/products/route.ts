import { getCommerce } from "@/lib/commerce/provider";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { LOCALES } from "@/lib/i18n/locales";
import { wishlistProductsBody, type WishlistProductsResponse } from "@/features/wishlist/schema";

/**
 * POST /api/wishlist/products {locale, ids}: today's price, stock and picture of the pieces a
 * guest saved in this browser (her list never leaves it otherwise). A catalogue read: no session,
 * and ids the country does not sell are simply absent from the answer.
 */
export const POST = route(wishlistProductsBody, { crossSite: "allow" }, async ({ locale, ids }) => {
  const commerce = await getCommerce(LOCALES[locale].region);
  return ok<WishlistProductsResponse>(await commerce.getProductsByIds([...new Set(ids)], LOCALES[locale].lang));
});
