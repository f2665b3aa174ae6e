import { route } from "@/lib/http/route";
import { deleteProductBody } from "@/features/cart/schema";
import { anyShopper, changeResponse } from "@/features/cart/server";
import { emitCartEvent } from "@/features/cart/events";
import { rememberChange } from "@/features/cart/cart-attribute";

/** POST /api/cart/deleteProduct: removes a line; `response` is null when that emptied (and deleted) the cart. */
export const POST = route(deleteProductBody, { identity: anyShopper }, async (body, { session, commerce, request }) => {
  const change = await commerce.deleteCartLine(body.cartId, body.itemId, {
    customerId: session?.customerId ?? null,
    locale: body.locale,
  });
  await rememberChange(commerce, session, body.cartId, change);
  const cart = change.status === "ok" ? change.cart : null;
  const response = changeResponse(change);
  return emitCartEvent({
    request,
    response,
    session,
    action: "remove",
    region: body.region,
    locale: body.locale,
    brand: body.item?.brand,
    cartId: body.cartId,
    cart,
  });
});
