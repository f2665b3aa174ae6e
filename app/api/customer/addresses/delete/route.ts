import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { deleteAddressBody } from "@/features/account/schema";
import { addressNotFound } from "@/features/account/server";
import { signedInCustomer } from "@/features/customer/server";

/** POST /api/customer/addresses/delete: removes an address; deleting the default clears attribute 5. */
export const POST = route(deleteAddressBody, { identity: signedInCustomer }, async (body, { customerId, commerce }) => {
  const deleted = await commerce.deleteAddress(customerId, body.addressId);
  return deleted ? ok({ addressId: body.addressId }) : addressNotFound();
});
