import { failure, ok } from "@/lib/http/respond";
import { addAddressBody } from "@/features/account/schema";
import { customerRoute } from "@/features/customer/server";

/** POST /api/customer/addresses/add: a new address (the country's field rules), optionally the default. 201. */
export const POST = customerRoute(addAddressBody, async (body, { customerId, commerce }) => {
  const address = await commerce.addAddress(customerId, body.payload, { setDefault: body.setDefault });
  return address ? ok(address, undefined, 201) : failure(404, "Customer not found", { code: "customerNotFound" });
});
