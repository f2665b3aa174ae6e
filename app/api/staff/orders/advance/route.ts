import { failure, ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { staffMember } from "@/features/staff/route";
import { advanceOrderBody } from "@/features/tracking/schema";
import { fulfilmentRefusal, mailOrderStep } from "@/features/tracking/server";

/**
 * POST /api/staff/orders/advance `{ region, orderId, step }` (staff): the order's next step
 * (confirmed, out_for_delivery, delivered, or cancelled before it ships: its pieces go back to
 * stock). The shopper is mailed at the steps that matter. 409 when the step cannot follow the one
 * reached. Audited.
 */
export const POST = route(
  advanceOrderBody,
  { identity: staffMember({ action: "order.advance", target: (body) => `order:${body.orderId}:${body.step}` }) },
  async (body, { commerce }) => {
    if (!commerce.fulfilment) return fulfilmentRefusal();
    const change = await commerce.fulfilment.advanceOrder(body.orderId, body.step, "en");
    if (change.status === "not-found") return failure(404, "Order not found", { code: "orderNotFound" });
    if (change.status === "conflict")
      return failure(409, `An order that is ${change.current} cannot move to ${body.step}`, {
        code: "badTransition",
        current: change.current,
      });
    await mailOrderStep(commerce, change.tracking, body.step);
    return ok(change.tracking);
  },
);
