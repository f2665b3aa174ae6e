import { ok } from "@/lib/http/respond";
import { serverEnv } from "@/lib/env";
import { route } from "@/lib/http/route";
import { mergeCartBody } from "@/features/auth/schema";
import { mergeCarts } from "@/features/auth/cart-merge";
import { signedInCustomer } from "@/features/customer/server";
import { reportError } from "@/features/monitoring/report-error";

/**
 * POST /api/customer/merge-cart {guestCartId?, region, locale}: the login flow's cart step
 * (features/auth/login-flow.ts):
 * the guest cart and the saved cart (the cart attribute, 7 or 170) become one, which the
 * attribute then names; `response` is that cart or null. CART_MERGE picks the reading.
 */
export const POST = route(mergeCartBody, { identity: signedInCustomer }, async (body, { commerce, customerId }) => {
  const { CART_ATTRIBUTE_ID: attribute, CART_MERGE: mode } = serverEnv();
  const [saved] = await commerce.getAttributes(customerId, [attribute]);
  const outcome = await mergeCarts({
    commerce,
    customerId,
    guestCartId: body.guestCartId,
    savedCartId: saved?.attribute_value || undefined,
    locale: body.locale,
    mode,
    report: reportError,
  });
  await commerce.setAttributes(customerId, [{ attribute_id: attribute, value: outcome.cart?.id ?? "" }]);
  return ok(outcome.cart, undefined, 200);
});
