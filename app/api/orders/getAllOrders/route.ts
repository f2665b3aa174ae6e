import { ok } from "@/lib/http/respond";
import { LOCALES } from "@/lib/i18n/locales";
import { route } from "@/lib/http/route";
import { allOrdersBody } from "@/features/account/schema";
import type { AllOrders } from "@/features/account/types";
import { signedInCustomer } from "@/features/customer/server";

/**
 * POST /api/orders/getAllOrders `{ email }`: the session customer's orders in the session's
 * country, newest first. The email must be the customer's own (403). Guest orders placed with
 * the same address are not included: an account shows only what it placed (an address can
 * change hands; a guest order stays reachable through its emailed link).
 */
export const POST = route(allOrdersBody, { identity: signedInCustomer }, async (body, { customerId, commerce }) => {
  const completeOrders = await commerce.listCustomerOrders(customerId, body.locale ? LOCALES[body.locale].lang : "en");
  return ok<AllOrders>({ completeOrders });
});
