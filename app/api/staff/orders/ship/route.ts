import { failure, ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { staffMember } from "@/features/staff/route";
import { shipOrderBody } from "@/features/tracking/schema";
import { fulfilmentRefusal, mailOrderStep } from "@/features/tracking/server";

/**
 * POST /api/staff/orders/ship `{ region, orderId, courier, trackingNumber, trackingUrl? }` (staff):
 * a parcel handed to a courier; the order is shipped and the shopper mailed with the tracking link.
 * 409 when the order cannot ship from where it is (delivered, cancelled, already shipped). Audited.
 */
export const POST = route(
  shipOrderBody,
  { identity: staffMember({ action: "order.ship", target: (body) => `order:${body.orderId}` }) },
  async (body, { commerce }) => {
    if (!commerce.fulfilment) return fulfilmentRefusal();
    const lang = "en";
    const change = await commerce.fulfilment.addShipment(
      body.orderId,
      { courier: body.courier, trackingNumber: body.trackingNumber, trackingUrl: body.trackingUrl },
      lang,
    );
    if (change.status === "not-found") return failure(404, "Order not found", { code: "orderNotFound" });
    if (change.status === "conflict")
      return failure(409, `An order that is ${change.current} cannot ship`, {
        code: "badTransition",
        current: change.current,
      });
    await mailOrderStep(commerce, change.tracking, "shipped");
    return ok(change.tracking);
  },
);
