import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { signedInCustomer } from "@/features/customer/server";
import { createReturnBody } from "@/features/returns/schema";
import { mailReturn, orderNotFound, refusal } from "@/features/returns/server";

/**
 * POST /api/returns: a return of some lines of one of her delivered orders (ADR 0014). The rules
 * are the store's (lib/commerce/return-rules.ts): 400 with a code for a request they refuse, 409
 * when the items are already in a return or the order's window is shut, 403 for another
 * customer's order, 404 for an unknown one. 201 with the return, and a confirmation mail.
 */
export const POST = route(createReturnBody, { identity: signedInCustomer }, async (body, { customerId, commerce }) => {
  const outcome = await commerce.createReturn(customerId, {
    orderId: body.orderId,
    lines: body.lines,
    reason: body.reason,
    comment: body.comment,
    sealConfirmed: body.sealConfirmed,
    collectionAddress: body.collectionAddress,
    collectionDate: body.collectionDate,
    locale: body.locale,
  });
  if (outcome.status === "order-not-found") return orderNotFound();
  // Another customer's order is answered as a missing one: no oracle of which orders exist.
  if (outcome.status === "forbidden") return orderNotFound();
  if (outcome.status === "refused") return refusal(outcome.code, outcome.lines);
  await mailReturn(commerce, outcome.request, "confirmation");
  return ok(outcome.request, undefined, 201);
});
