import { ok } from "@/lib/http/respond";
import { cartRefBody } from "@/features/cart/schema";
import { mayAct } from "@/lib/session";
import { route } from "@/lib/http/route";
import { cartNotFound, anyShopper, forbidden } from "@/features/cart/server";

/** POST /api/cart/getCart: the cart with current prices and stock. */
export const POST = route(cartRefBody, { identity: anyShopper }, async (body, { session, commerce }) => {
  const cart = await commerce.getCart(body.cartId, body.locale);
  if (!cart) return cartNotFound();
  return mayAct(cart.customer_id, session) ? ok(cart) : forbidden();
});
