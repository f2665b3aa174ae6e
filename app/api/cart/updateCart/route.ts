import { failure, ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { updateCartBody } from "@/features/cart/schema";
import { cartNotFound, anyShopper, denyUnlessOwner, forbidden } from "@/features/cart/server";
import { rememberCart } from "@/features/cart/cart-attribute";

/**
 * POST /api/cart/updateCart: attaches the signed-in customer to a cart (sign-in merge), or
 * hands it back as a guest cart with customerId 0 (sign-out). The body may only name the
 * session's own customer: identity comes from the session.
 */ export const POST = route(updateCartBody, { identity: anyShopper }, async (body, { session, commerce }) => {
  if (body.customerId > 0 && !session)
    return failure(401, "Sign in to attach a cart to an account", { code: "unauthorized" });
  if (body.customerId > 0 && body.customerId !== session?.customerId)
    return forbidden("A cart can only be attached to the signed-in customer");
  const denied = await denyUnlessOwner(commerce, body.cartId, session);
  if (denied) return denied;
  const cart = await commerce.setCartCustomer(body.cartId, body.customerId, body.locale);
  if (!cart) return cartNotFound();
  // Handed back at sign-out, the bag stays this browser's guest cart; the attribute keeps naming it.
  if (cart.customer_id > 0) await rememberCart(commerce, session, { names: cart.id });
  return ok(cart);
});
