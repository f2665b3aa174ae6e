import { route } from "@/lib/http/route";
import { anyShopper } from "@/features/cart/server";
import { portEventBody } from "@/features/marketing/schema";
import { acceptPortEvent } from "@/features/marketing/server";

/** POST /api/x7/entities: entities for the marketing platform's entity API ("x7" in ADR 0024), 202 once accepted. */
export const POST = route(
  portEventBody,
  { identity: anyShopper },
  async ({ region, payload }, { request, session, commerce }) =>
    acceptPortEvent({ request, type: "x7_entities", region, payload, session, commerce }),
);
