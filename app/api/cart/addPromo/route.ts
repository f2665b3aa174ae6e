import { route } from "@/lib/http/route";
import { failure } from "@/lib/http/respond";
import { normalizeCode } from "@/lib/commerce/promotion-types";
import { addPromoBody } from "@/features/cart/schema";
import { anyShopper, changeResponse } from "@/features/cart/server";
import { promoTriesRefusal } from "@/features/cart/promo-limits";

/**
 * POST /api/cart/addPromo {cartId, region, code, email?}: applies a promotion code to the cart (one
 * per cart: it replaces the one applied). A refused code changes nothing and answers 422
 * `promoRefused` with the reason (unknown, otherCountry, notStarted, expired, usedUp, alreadyUsed,
 * notForThesePieces, minimumSpend with what is missing). Tries are counted per cart and address (429).
 */
export const POST = route(addPromoBody, { identity: anyShopper }, async (body, { session, commerce, request }) => {
  const limited = await promoTriesRefusal(request, body.cartId);
  if (limited) return limited;
  const context = { customerId: session?.customerId ?? null, locale: body.locale, email: body.email };
  const change = await commerce.applyPromotion(body.cartId, body.code, context);
  if (change.status === "refused") {
    const promoCode = normalizeCode(body.code) ?? body.code.toUpperCase();
    return failure(422, `The code ${promoCode} cannot be used on this bag (${change.refusal.reason})`, {
      code: "promoRefused",
      promoCode,
      refusal: change.refusal,
    });
  }
  return changeResponse(change);
});
