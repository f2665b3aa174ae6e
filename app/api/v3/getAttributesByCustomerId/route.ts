import { ok } from "@/lib/http/respond";
import { attributesBody } from "@/features/account/schema";
import { publicAttributes } from "@/features/account/server";
import { customerRoute } from "@/features/customer/server";

/** POST /api/v3/getAttributesByCustomerId: the session customer's attribute values, without token hashes. */
export const POST = customerRoute(attributesBody, async (_body, { customerId, commerce }) => ok(await publicAttributes(commerce, customerId)));
