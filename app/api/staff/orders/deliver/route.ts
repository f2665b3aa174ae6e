import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { deliverOrderBody } from "@/features/returns/schema";
import { orderNotFound } from "@/features/returns/server";
import { staffMember } from "@/features/staff/route";

/** POST /api/staff/orders/deliver `{ region, orderId, at? }` (staff): the courier delivered it (the return window starts). Audited. */
export const POST = route(
  deliverOrderBody,
  { identity: staffMember({ action: "order.deliver", target: (body) => `order:${body.orderId}` }) },
  async (body, { commerce }) => {
    const done = await commerce.markOrderDelivered(body.orderId, body.at ? new Date(body.at) : undefined);
    return done ? ok({ orderId: body.orderId, status: "delivered" }) : orderNotFound();
  },
);
