import { failure, ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { signedInCustomer } from "@/features/customer/server";
import { returnRefBody } from "@/features/returns/schema";
import { returnNotFound } from "@/features/returns/server";

/** POST /api/returns/cancel: she withdraws a return while it is only requested (409 once the courier is booked). */
export const POST = route(returnRefBody, { identity: signedInCustomer }, async (body, { customerId, commerce }) => {
  const outcome = await commerce.cancelReturn(customerId, body.returnId);
  if (outcome.status === "not-found") return returnNotFound();
  if (outcome.status === "conflict")
    return failure(409, `A return that is ${outcome.current.replace("_", " ")} cannot be cancelled`, {
      code: "cannotCancel",
      current: outcome.current,
    });
  return ok(outcome.request);
});
