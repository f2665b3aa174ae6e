import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { attributesBody } from "@/features/account/schema";
import { publicAttributes } from "@/features/account/server";
import { signedInCustomer } from "@/features/customer/server";

/** POST /api/v3/getAttributesByCustomerId: the session customer's attribute values, without token hashes. */
export const POST = route(attributesBody, { identity: signedInCustomer }, async (_body, { customerId, commerce }) =>
  ok(await publicAttributes(commerce, customerId)),
);
