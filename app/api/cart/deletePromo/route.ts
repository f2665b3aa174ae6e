import { route } from "@/lib/http/route";
import { deletePromoBody } from "@/features/cart/schema";
import { anyShopper, changeResponse } from "@/features/cart/server";

/** POST /api/cart/deletePromo {cartId, region}: removes the cart's promotion code (the cart at its full amount). */
export const POST = route(deletePromoBody, { identity: anyShopper }, async (body, { session, commerce }) => {
  const change = await commerce.removePromotion(body.cartId, {
    customerId: session?.customerId ?? null,
    locale: body.locale,
  });
  return changeResponse(change);
});
