import { route } from "@/lib/http/route";
import { forbiddenCustomer, signedInCustomer } from "@/features/customer/server";
import { customEntitiesBody } from "@/features/marketing/schema";
import { acceptPortEvent } from "@/features/marketing/server";

/**
 * POST /api/x7/custom-entities: the signed-in customer's custom entities (ADR 0024: customerEmail,
 * region), 202 once accepted. The address must be her own: anyone else's is 403.
 */
export const POST = route(
  customEntitiesBody,
  { identity: signedInCustomer },
  async ({ region, customerEmail }, { request, session, commerce }) => {
    const me = await commerce.getCustomer(session.customerId);
    if (!me || me.email !== customerEmail.toLowerCase()) return forbiddenCustomer();
    return acceptPortEvent({ request, type: "x7_custom_entities", region, payload: {}, session, commerce });
  },
);
