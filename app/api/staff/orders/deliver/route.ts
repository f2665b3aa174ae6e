import { ok } from "@/lib/http/respond";
import { deliverOrderBody } from "@/features/returns/schema";
import { orderNotFound } from "@/features/returns/server";
import { staffRoute } from "@/features/staff/route";

/** POST /api/staff/orders/deliver `{ region, orderId, at? }` (staff): the courier delivered it (the return window starts). Audited. */
export const POST = staffRoute({ action: "order.deliver", schema: deliverOrderBody, target: (body) => `order:${body.orderId}` }, async (body, { commerce }) => {
  const done = await commerce.markOrderDelivered(body.orderId, body.at ? new Date(body.at) : undefined);
  return done ? ok({ orderId: body.orderId, status: "delivered" }) : orderNotFound();
});
