import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { orderRefBody } from "@/features/account/schema";
import { customerOrder } from "@/features/account/orders";
import { orderNotFound } from "@/features/account/server";
import { signedInCustomer } from "@/features/customer/server";

/** POST /api/orders/orderItems: the lines of one of the session customer's orders; anyone else's is 404. */
export const POST = route(orderRefBody, { identity: signedInCustomer }, async (body, { customerId, commerce }) => {
  const order = await customerOrder(commerce, customerId, body.orderId, body.locale);
  return order ? ok(order.lines) : orderNotFound();
});
