import { failure, ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { cartNotFound } from "@/features/cart/server";
import { sendCartCopy } from "@/features/staff/cart-copy";
import { staffMember } from "@/features/staff/route";
import { sendCartCopyBody } from "@/features/staff/schema";

/**
 * POST /api/staff/carts/send-copy `{ region, cartId, locale, email? }` (staff): a new guest cart
 * with the same pieces, its link mailed to the shopper in `locale`'s language. 201 `{ copyId, to }`;
 * 404 unknown cart; 400 empty cart, or a guest's cart without `email`; 409 stock. Audited.
 */
export const POST = route(
  sendCartCopyBody,
  { identity: staffMember({ action: "cart.send-copy", target: (body) => `cart:${body.cartId}` }) },
  async (body, { commerce }) => {
    const outcome = await sendCartCopy(commerce, body);
    if (outcome.status === "not-found") return cartNotFound();
    if (outcome.status === "empty") return failure(400, "The cart is empty", { code: "emptyCart" });
    if (outcome.status === "no-address")
      return failure(400, "email: give the shopper's address (the cart belongs to a guest)", { code: "noAddress" });
    return ok({ copyId: outcome.copyId, to: outcome.to }, undefined, 201);
  },
);
