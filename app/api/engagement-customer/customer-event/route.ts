import { route } from "@/lib/http/route";
import { anyShopper } from "@/features/cart/server";
import { portEventBody } from "@/features/marketing/schema";
import { acceptPortEvent } from "@/features/marketing/server";

/** POST /api/engagement-customer/customer-event: a shopper's event, guest or signed in (ADR 0024); 202. */
export const POST = route(
  portEventBody,
  { identity: anyShopper },
  async ({ region, payload }, { request, session, commerce }) =>
    acceptPortEvent({ request, type: "engagement_customer_event", region, payload, session, commerce }),
);
