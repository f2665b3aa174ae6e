import { badRequest, failure, ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { checkoutCustomerBody, customerPatch } from "@/features/account/schema";
import { forbiddenCustomer, signedInCustomer } from "@/features/customer/server";

/**
 * POST /api/checkout-customer/updateCustomer {identifier, payload}: the checkout
 * changes the signed-in customer's name or phone. Guests never reach it (401: identity comes from the session);
 * `identifier` must be her own id or address (403), the patch is checked by her country's rules.
 */
export const POST = route(
  checkoutCustomerBody,
  { identity: signedInCustomer },
  async ({ identifier, payload }, { session, customerId, commerce }) => {
    const me = await commerce.getCustomer(customerId);
    if (!me) return failure(404, "Customer not found", { code: "customerNotFound" });
    const named = typeof identifier === "number" ? identifier === me.entityId : identifier.toLowerCase() === me.email;
    if (!named) return forbiddenCustomer();
    const result = customerPatch(payload, session.region);
    if ("problem" in result) return badRequest(`${result.problem.path.join(".")} ${result.problem.message}`);
    const customer = await commerce.updateCustomer(customerId, result.patch);
    return customer ? ok(customer) : failure(404, "Customer not found", { code: "customerNotFound" });
  },
);
