import { route } from "@/lib/http/route";
import { updateProductBody } from "@/features/cart/schema";
import { anyShopper, changeResponse } from "@/features/cart/server";
import { emitCartEvent } from "@/features/cart/events";
import { rememberChange } from "@/features/cart/cart-attribute";

/** POST /api/cart/updateProduct: sets a line's quantity (0 removes it; the last line removed deletes the cart). */
export const POST = route(updateProductBody, { identity: anyShopper }, async (body, { session, commerce, request }) => {
  const quantity = body.payload.line_item.quantity;
  const change = await commerce.updateCartLine(body.cartId, body.itemId, quantity, {
    customerId: session?.customerId ?? null,
    locale: body.locale,
  });
  await rememberChange(commerce, session, body.cartId, change);
  const cart = change.status === "ok" ? change.cart : null;
  const response = changeResponse(change);
  const action = quantity === 0 ? "remove" : "update";
  return emitCartEvent({
    request,
    response,
    session,
    action,
    region: body.region,
    locale: body.locale,
    brand: body.item?.brand,
    cartId: body.cartId,
    cart,
  });
});
