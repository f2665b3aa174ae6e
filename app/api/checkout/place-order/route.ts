import { failure, ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { readSession } from "@/lib/session";
import { cartNotFound, forbidden } from "@/features/cart/server";
import { placeOrderBody, type PlacedOrder } from "@/features/checkout/schema";
import { placeCheckoutOrder } from "@/features/checkout/server";
import { confirmationPath } from "@/features/checkout/links";

/**
 * POST /api/checkout/place-order: the checkout's cart becomes an order (cash on delivery).
 * 201 with where to go next; 400 bad body or empty cart, 403 another customer's cart, 404
 * unknown cart, 409 `outOfStock` with the short items, 503 store unavailable. A retry of a
 * placed cart answers 200 with the same order to the same checkout (`idempotencyKey`) or the
 * ordering customer; to anyone else 409 `alreadyOrdered`, with nothing of the order.
 */
export const POST = route(placeOrderBody, async (body, { request }) => {
  const outcome = await placeCheckoutOrder(body, await readSession(request));
  if (outcome.status === "not-found") return cartNotFound();
  if (outcome.status === "forbidden") return forbidden();
  if (outcome.status === "already-ordered")
    return failure(409, "This cart has already been ordered", { code: "alreadyOrdered" });
  const { order, replayed } = outcome;
  const response: PlacedOrder = {
    orderId: order.id,
    number: order.number,
    accessKey: order.access_key,
    confirmationUrl: confirmationPath(body.locale, order),
  };
  return ok(response, undefined, replayed ? 200 : 201);
});
