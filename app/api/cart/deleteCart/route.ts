import { ok } from "@/lib/http/respond";
import { cartRefBody } from "@/features/cart/schema";
import { cartNotFound, cartRoute, denyUnlessOwner } from "@/features/cart/server";

/** POST /api/cart/deleteCart: the cart and its lines are gone; `response` is null. */
export const POST = cartRoute(cartRefBody, async (body, { session, commerce }) => {
  const denied = await denyUnlessOwner(commerce, body.cartId, session);
  if (denied) return denied;
  return (await commerce.deleteCart(body.cartId)) ? ok(null) : cartNotFound();
});
