import { ADDRESS_BOOK_LIMIT } from "@/lib/commerce/address-types";
import { failure, ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { addAddressBody } from "@/features/account/schema";
import { signedInCustomer } from "@/features/customer/server";

const bookFull = () =>
  failure(409, `The address book holds at most ${ADDRESS_BOOK_LIMIT} addresses`, { code: "addressBookFull" });

/** POST /api/customer/addresses/add: a new address (the country's field rules), optionally the default. 201. */
export const POST = route(addAddressBody, { identity: signedInCustomer }, async (body, { customerId, commerce }) => {
  // The engine enforces the limit too (CommerceInputError, 400, when two adds race); this says it plainly.
  if ((await commerce.listAddresses(customerId)).length >= ADDRESS_BOOK_LIMIT) return bookFull();
  const address = await commerce.addAddress(customerId, body.payload, { setDefault: body.setDefault });
  return address ? ok(address, undefined, 201) : failure(404, "Customer not found", { code: "customerNotFound" });
});
