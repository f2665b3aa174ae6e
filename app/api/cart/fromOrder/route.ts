import { QuantityExceedsError } from "@/lib/commerce/errors";
import { CHANNEL_ID } from "@/lib/constants";
import { failure, ok } from "@/lib/http/respond";
import { LOCALES } from "@/lib/i18n/locales";
import { route } from "@/lib/http/route";
import { fromOrderBody } from "@/features/cart/schema";
import { anyShopper } from "@/features/cart/server";
import { emitCartEvent } from "@/features/cart/events";
import { checkOrderLink } from "@/features/cart/order-links";

const orderNotFound = () => failure(404, "Order not found", { code: "orderNotFound" });

/**
 * POST /api/cart/fromOrder: a new cart holding an order's lines (channel 1), for its owner or a
 * keyed link. A link whose key fits no order is 404 `linkInvalid` (whether the order exists or
 * not: no oracle); a true key past its date is 410 `linkExpired`; without a key, 404 as before.
 */
export const POST = route(fromOrderBody, { identity: anyShopper }, async (body, { session, commerce, request }) => {
  const order = await commerce.getOrder(body.orderId, body.locale ? LOCALES[body.locale].lang : "en");
  const owner = !!order && order.customer_id > 0 && session?.customerId === order.customer_id;
  if (!owner) {
    // Someone else's order answers exactly like a missing one: no order number is confirmed.
    if (!body.key) return orderNotFound();
    const verdict = order ? checkOrderLink(order, body.key, body.exp) : "invalid";
    if (verdict === "invalid") return failure(404, "This link is not valid", { code: "linkInvalid" });
    if (verdict === "expired") return failure(410, "This link has expired", { code: "linkExpired" });
  }
  if (!order) return orderNotFound();
  if (order.lines.length === 0) return failure(422, "The order has no lines to rebuild", { code: "orderEmpty" });
  let lines = order.lines.map((l) => ({
    product_id: l.product_id,
    variant_id: l.variant_id,
    sku: l.sku,
    quantity: l.quantity,
  }));
  // Stock may have gone down since the order: each line comes back with as many as are left,
  // a sold-out line not at all (one retry per line at most).
  for (let attempt = 0; attempt <= order.lines.length; attempt++) {
    if (lines.length === 0)
      return failure(409, "None of the order's pieces are in stock", { code: "orderUnavailable" });
    try {
      const cart = await commerce.createCart({
        lines: lines.map(({ product_id, variant_id, quantity }) => ({ product_id, variant_id, quantity })),
        customerId: session?.customerId ?? 0,
        locale: body.locale,
        channelId: CHANNEL_ID,
      });
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
    } catch (error) {
      if (!(error instanceof QuantityExceedsError)) throw error;
      lines = lines.flatMap((l) =>
        l.sku !== error.sku ? [l] : error.available > 0 ? [{ ...l, quantity: error.available }] : [],
      );
    }
  }
  return failure(409, "None of the order's pieces are in stock", { code: "orderUnavailable" });
});
