import { failure, ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { updateCustomerBody } from "@/features/account/schema";
import { signedInCustomer } from "@/features/customer/server";

/** PUT /api/v3/update-customer: first and last name and phone (the country's length rule) of the session's customer. */
export const PUT = route(updateCustomerBody, { identity: signedInCustomer }, async (body, { customerId, commerce }) => {
  const customer = await commerce.updateCustomer(customerId, body.payload);
  return customer ? ok(customer) : failure(404, "Customer not found", { code: "customerNotFound" });
});
