import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { updateAttributesBody } from "@/features/account/schema";
import { writeAttributes } from "@/features/account/server";
import { signedInCustomer, forbiddenCustomer } from "@/features/customer/server";

/**
 * PUT /api/v3/update-attribute-values: `[{attribute_id, value, customer_id}]`
 * (the ids of lib/commerce/customer-attributes.ts).
 * Every entry must name the session's customer (403); only the customer-writable attributes
 * (403 attributeNotWritable); values checked per attribute (400). Answers the attributes after.
 */
export const PUT = route(
  updateAttributesBody,
  { identity: signedInCustomer },
  async (body, { customerId, commerce }) => {
    if (body.payload.some((entry) => entry.customer_id !== customerId)) return forbiddenCustomer();
    const outcome = await writeAttributes(commerce, customerId, body.payload);
    return outcome.status === "ok" ? ok(outcome.attributes) : outcome.response;
  },
);
