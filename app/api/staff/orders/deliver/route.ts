import { ok } from "@/lib/http/respond";
import { deliverOrderBody } from "@/features/returns/schema";
import { orderNotFound, staffRoute } from "@/features/returns/server";

/** POST /api/staff/orders/deliver `{ region, orderId, at? }` with the staff token: the courier delivered it (the return window starts). */
export const POST = staffRoute(deliverOrderBody, async (body, commerce) => {
  const done = await commerce.markOrderDelivered(body.orderId, body.at ? new Date(body.at) : undefined);
  return done ? ok({ orderId: body.orderId, status: "delivered" }) : orderNotFound();
});
