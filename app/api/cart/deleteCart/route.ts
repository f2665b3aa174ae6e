import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { cartRefBody } from "@/features/cart/schema";
import { cartNotFound, anyShopper, denyUnlessOwner } from "@/features/cart/server";
import { rememberCart } from "@/features/cart/cart-attribute";

/** POST /api/cart/deleteCart: the cart and its lines are gone; `response` is null. */
export const POST = route(cartRefBody, { identity: anyShopper }, async (body, { session, commerce }) => {
  const denied = await denyUnlessOwner(commerce, body.cartId, session);
  if (denied) return denied;
  if (!(await commerce.deleteCart(body.cartId))) return cartNotFound();
  await rememberCart(commerce, session, { gone: body.cartId });
  return ok(null);
});
