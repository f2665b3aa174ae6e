import { failure, ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { getCustomerBody } from "@/features/account/schema";
import { signedInCustomer } from "@/features/customer/server";

/** PUT /api/customer/getCustomer: the session's customer (a non-ok status is thrown by callers). */
export const PUT = route(getCustomerBody, { identity: signedInCustomer }, async (_body, { customerId, commerce }) => {
  const customer = await commerce.getCustomer(customerId);
  return customer ? ok(customer) : failure(404, "Customer not found", { code: "customerNotFound" });
});
