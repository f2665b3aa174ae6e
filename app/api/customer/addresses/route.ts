import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { listAddressesBody } from "@/features/account/schema";
import { signedInCustomer } from "@/features/customer/server";

/** POST /api/customer/addresses: the session customer's address book, the default marked. */
export const POST = route(listAddressesBody, { identity: signedInCustomer }, async (_body, { customerId, commerce }) =>
  ok(await commerce.listAddresses(customerId)),
);
