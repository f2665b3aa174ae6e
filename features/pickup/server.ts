import "server-only";
import type { CommerceProvider } from "@/lib/commerce/provider";
import { UPSTREAM_API_DEADLINE_MS } from "@/lib/constants";
import { commerceFailure } from "@/lib/http/commerce-failure";
import { ok } from "@/lib/http/respond";
import { withUpstreamDeadline } from "@/lib/http/upstream";
import type { Lang } from "@/lib/i18n/locales";

/** Boutique stock is the same for every shopper and moves slowly: shared caches keep it briefly. */
export const PICKUP_STOCK_CACHE = "public, max-age=30, s-maxage=30, stale-while-revalidate=60";

/** The answer of GET /api/pickup/stock: the boutiques with their stock, or the store's failure (never a 500). */
export async function pickupStock(commerce: CommerceProvider, variantIds: number[], lang: Lang): Promise<Response> {
  try {
    const stores = await withUpstreamDeadline(UPSTREAM_API_DEADLINE_MS, () => commerce.getStoreStock(variantIds, lang));
    return ok({ stores }, PICKUP_STOCK_CACHE);
  } catch (error) {
    return commerceFailure(error);
  }
}
