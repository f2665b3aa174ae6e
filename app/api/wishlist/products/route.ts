import { getCommerce } from "@/lib/commerce/provider";
import { ok, readBody } from "@/lib/http/respond";
import { LOCALES } from "@/lib/i18n/locales";
import { commerceFailure } from "@/features/cart/server";
import { wishlistProductsBody, type WishlistProductsResponse } from "@/features/wishlist/schema";

/**
 * POST /api/wishlist/products {locale, ids}: today's price, stock and picture of the pieces a
 * guest saved in this browser (her list never leaves it otherwise). A catalogue read: no session,
 * and ids the country does not sell are simply absent from the answer.
 */
export async function POST(request: Request): Promise<Response> {
  const parsed = await readBody(request, wishlistProductsBody);
  if ("error" in parsed) return parsed.error;
  const { locale, ids } = parsed.data;
  try {
    const commerce = await getCommerce(LOCALES[locale].region);
    return ok<WishlistProductsResponse>(await commerce.getProductsByIds([...new Set(ids)], LOCALES[locale].lang));
  } catch (error) {
    return commerceFailure(error);
  }
}
