import { route } from "@/lib/http/route";
import { addProductBody } from "@/features/cart/schema";
import { anyShopper, changeResponse } from "@/features/cart/server";
import { emitCartEvent } from "@/features/cart/events";
import { rememberChange } from "@/features/cart/cart-attribute";

/** POST /api/cart/addProduct: adds lines (quantities add up); above the stock left is a 409 quantityExceeds. */
export const POST = route(addProductBody, { identity: anyShopper }, async (body, { session, commerce, request }) => {
  const change = await commerce.addCartLines(body.cartId, body.payload.line_items, {
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
    action: "add",
    region: body.region,
    locale: body.locale,
    brand: body.item?.brand,
    cartId: body.cartId,
    cart,
  });
});
