import { route } from "@/lib/http/route";
import { signedInCustomer } from "@/features/customer/server";
import { portEventBody } from "@/features/marketing/schema";
import { acceptPortEvent } from "@/features/marketing/server";

/** POST /api/engagement-customer: the signed-in customer's marketing profile (ADR 0024), 202 once accepted. */
export const POST = route(
  portEventBody,
  { identity: signedInCustomer },
  async ({ region, payload }, { request, session, commerce }) =>
    acceptPortEvent({ request, type: "engagement_customer", region, payload, session, commerce }),
);
