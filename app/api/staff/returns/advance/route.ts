import { failure, ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { advanceReturnBody } from "@/features/returns/schema";
import { mailReturn, returnNotFound } from "@/features/returns/server";
import { staffMember } from "@/features/staff/route";

/**
 * POST /api/staff/returns/advance `{ region, returnId, to?, note? }` (staff): the next status of
 * the return (after inspection `to` chooses refunded or refused). 409 when the return cannot go
 * there from where it is. The shopper is mailed at the statuses that matter. Audited.
 */
export const POST = route(
  advanceReturnBody,
  { identity: staffMember({ action: "return.advance", target: (body) => `return:${body.returnId}` }) },
  async (body, { commerce }) => {
    const outcome = await commerce.advanceReturn(body.returnId, body.to, body.note);
    if (outcome.status === "not-found") return returnNotFound();
    if (outcome.status === "conflict")
      return failure(409, `A return that is ${outcome.current} cannot move ${body.to ? `to ${body.to}` : "on"}`, {
        code: "badTransition",
        current: outcome.current,
      });
    await mailReturn(commerce, outcome.request, "status");
    return ok(outcome.request);
  },
);
