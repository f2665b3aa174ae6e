import { failure, ok } from "@/lib/http/respond";
import { customerRoute } from "@/features/customer/server";
import { returnRefBody } from "@/features/returns/schema";
import { returnNotFound } from "@/features/returns/server";

/** POST /api/returns/cancel: she withdraws a return while it is only requested (409 once the courier is booked). */
export const POST = customerRoute(returnRefBody, async (body, { customerId, commerce }) => {
  const outcome = await commerce.cancelReturn(customerId, body.returnId);
  if (outcome.status === "not-found") return returnNotFound();
  if (outcome.status === "conflict") return failure(409, `A return that is ${outcome.current.replace("_", " ")} cannot be cancelled`, { code: "cannotCancel", current: outcome.current });
  return ok(outcome.request);
});
