import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { updateAddressBody } from "@/features/account/schema";
import { addressNotFound } from "@/features/account/server";
import { signedInCustomer } from "@/features/customer/server";

/** POST /api/customer/addresses/update: edits an address and/or makes it the default (attribute 5). */
export const POST = route(updateAddressBody, { identity: signedInCustomer }, async (body, { customerId, commerce }) => {
  const address = await commerce.updateAddress(customerId, body.addressId, body.payload, {
    setDefault: body.setDefault,
  });
  return address ? ok(address) : addressNotFound();
});
