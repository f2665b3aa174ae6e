import { ok } from "@/lib/http/respond";
import { updateAddressBody } from "@/features/account/schema";
import { addressNotFound } from "@/features/account/server";
import { customerRoute } from "@/features/customer/server";

/** POST /api/customer/addresses/update: edits an address and/or makes it the default (attribute 5). */
export const POST = customerRoute(updateAddressBody, async (body, { customerId, commerce }) => {
  const address = await commerce.updateAddress(customerId, body.addressId, body.payload, { setDefault: body.setDefault });
  return address ? ok(address) : addressNotFound();
});
