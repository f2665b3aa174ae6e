import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { cartNotFound } from "@/features/cart/server";
import { toClientCart } from "@/features/cart/totals";
import { staffMember } from "@/features/staff/route";
import { staffCartBody } from "@/features/staff/schema";

/**
 * POST /api/staff/carts/view `{ region, cartId, locale? }` (staff): any cart of the country,
 * a customer's included, read-only, with the totals and stock marks the shopper's page shows. Audited.
 */
export const POST = route(
  staffCartBody,
  { identity: staffMember({ action: "cart.view", target: (body) => `cart:${body.cartId}` }) },
  async (body, { commerce }) => {
    const cart = await commerce.getCart(body.cartId, body.locale);
    return cart ? ok(toClientCart(cart, body.region)) : cartNotFound();
  },
);
