import { ok } from "@/lib/http/respond";
import { getCommerce } from "@/lib/commerce/provider";
import { REGION_CODES, discountsBody } from "@/features/cart/schema";
import { mayAct } from "@/lib/session";
import { route } from "@/lib/http/route";
import { cartNotFound, anyShopper, forbidden } from "@/features/cart/server";

/**
 * POST /api/checkout/discounts: the checkout's tax view of a cart (tax_total, subtotal_ex_tax).
 * The body's contract names only the cart id; without a region each country's
 * store is asked in turn (carts ids are UUIDs, unique across stores).
 */
export const POST = route(discountsBody, { identity: anyShopper }, async (body, { session, commerce }) => {
  const stores = body.region ? [commerce] : await Promise.all(REGION_CODES.map((r) => getCommerce(r)));
  for (const store of stores) {
    const owner = await store.getCartOwner(body.id);
    if (owner === null) continue;
    if (!mayAct(owner, session)) return forbidden();
    const totals = await store.getCheckoutTotals(body.id);
    return totals ? ok(totals) : cartNotFound();
  }
  return cartNotFound();
});
