import { ok } from "@/lib/http/respond";
import { listAddressesBody } from "@/features/account/schema";
import { customerRoute } from "@/features/customer/server";

/** POST /api/customer/addresses: the session customer's address book, the default marked. */
export const POST = customerRoute(listAddressesBody, async (_body, { customerId, commerce }) => ok(await commerce.listAddresses(customerId)));
