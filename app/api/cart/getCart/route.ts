import { ok } from "@/lib/http/respond";
import { cartRefBody } from "@/features/cart/schema";
import { cartNotFound, cartRoute, denyUnlessOwner } from "@/features/cart/server";

/** POST /api/cart/getCart: the cart with current prices and stock. */
export const POST = cartRoute(cartRefBody, async (body, { session, commerce }) => {
  const denied = await denyUnlessOwner(commerce, body.cartId, session);
  if (denied) return denied;
  const cart = await commerce.getCart(body.cartId, body.locale);
  return cart ? ok(cart) : cartNotFound();
});
