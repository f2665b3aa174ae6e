import { ok } from "@/lib/http/respond";
import { cartNotFound } from "@/features/cart/server";
import { toClientCart } from "@/features/cart/totals";
import { staffRoute } from "@/features/staff/route";
import { staffCartBody } from "@/features/staff/schema";

/**
 * POST /api/staff/carts/view `{ region, cartId, locale? }` (staff): any cart of the country,
 * a customer's included, read-only, with the totals and stock marks the shopper's page shows. Audited.
 */
export const POST = staffRoute({ action: "cart.view", schema: staffCartBody, target: (body) => `cart:${body.cartId}` }, async (body, { commerce }) => {
  const cart = await commerce.getCart(body.cartId, body.locale);
  return cart ? ok(toClientCart(cart, body.region)) : cartNotFound();
});
