import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { createCartBody } from "@/features/cart/schema";
import { anyShopper, forbidden } from "@/features/cart/server";
import { emitCartEvent } from "@/features/cart/events";
import { rememberCart } from "@/features/cart/cart-attribute";
import { guestWriteRefusal } from "@/features/marketing/guest-limits";

/**
 * POST /api/cart/createCart: a new cart with its first lines; a signed-in shopper's cart is theirs.
 * Open to guests, so new carts are limited per client address and per visitor (429 with
 * Retry-After past either; ADR 0024), lest a script fill the store with carts.
 */
export const POST = route(createCartBody, { identity: anyShopper }, async (body, { session, commerce, request }) => {
  const asked = body.payload.customer_id ?? 0;
  if (asked > 0 && asked !== session?.customerId)
    return forbidden("A cart can only be created for the signed-in customer");
  const refused = await guestWriteRefusal("cart", request, session);
  if (refused) return refused;
  const cart = await commerce.createCart({
    lines: body.payload.line_items,
    customerId: session?.customerId ?? 0,
    locale: body.locale,
    channelId: body.payload.channel_id,
  });
  if (cart.customer_id > 0) await rememberCart(commerce, session, { names: cart.id });
  const response = ok(cart, undefined, 201);
  return emitCartEvent({
    request,
    response,
    session,
    action: "add",
    region: body.region,
    locale: body.locale,
    brand: body.item?.brand,
    cartId: cart.id,
    cart,
  });
});
