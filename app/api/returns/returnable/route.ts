import { ok } from "@/lib/http/respond";
import { LOCALES } from "@/lib/i18n/locales";
import { route } from "@/lib/http/route";
import { signedInCustomer } from "@/features/customer/server";
import { returnableBody } from "@/features/returns/schema";
import { orderNotFound } from "@/features/returns/server";

/**
 * POST /api/returns/returnable: an order of hers as the return flow sees it (what can go back, why
 * not, collection dates). Another customer's order answers exactly as a missing one (404), so the
 * route tells nobody which order numbers exist.
 */
export const POST = route(returnableBody, { identity: signedInCustomer }, async (body, { customerId, commerce }) => {
  const order = await commerce.getReturnableOrder(customerId, body.orderId, LOCALES[body.locale].lang);
  return order && order !== "forbidden" ? ok(order) : orderNotFound();
});
