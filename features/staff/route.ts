import "server-only";
import type { z } from "zod";
import { getCommerce, type CommerceProvider } from "@/lib/commerce/provider";
import { failure, readBody } from "@/lib/http/respond";
import { refuseCrossSite } from "@/lib/http/origin";
import type { RegionCode } from "@/lib/i18n/locales";
import { commerceFailure } from "@/features/cart/server";
import { reportError } from "@/features/monitoring/report-error";
import { readStaff, staffAreaEnabled, type StaffActor } from "./auth";
import { audit } from "./audit";

export type StaffRouteContext = { actor: StaffActor; commerce: CommerceProvider; request: Request };

type StaffRouteSpec<S extends z.ZodType<{ region: RegionCode }>> = {
  /** The audit's name of the action (`order.deliver`, `cart.view`, ...). */
  action: string;
  schema: S;
  /** What the action concerns, for the audit (`order:12`, `cart:<id>`, the e-mail looked up). */
  target: (body: z.output<S>) => string;
};

export const staffNotFound = () => failure(404, "Not found", { code: "notFound" });

/**
 * Every staff route: the staff area must exist (a store without STAFF_TOKEN answers 404), the
 * actor is the bearer token or a staff session (401 otherwise; a shopper's session is never
 * enough), cross-site posts are refused, the body is parsed (400), and the action is audited
 * with its outcome, refused or not, before the answer leaves.
 */
export function staffRoute<S extends z.ZodType<{ region: RegionCode }>>(
  spec: StaffRouteSpec<S>,
  handle: (body: z.output<S>, context: StaffRouteContext) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (!staffAreaEnabled()) return staffNotFound();
    const refused = refuseCrossSite(request);
    if (refused) return refused;
    const actor = await readStaff(request);
    if (!actor) return failure(401, "A staff sign-in is required", { code: "staffOnly" });
    const parsed = await readBody(request, spec.schema);
    if ("error" in parsed) return parsed.error;
    const body = parsed.data;
    let response: Response;
    try {
      response = await handle(body, { actor, commerce: await getCommerce(body.region), request });
    } catch (error) {
      response = commerceFailure(error);
    }
    try {
      await audit(actor, { action: spec.action, region: body.region, target: spec.target(body), detail: { status: response.status } });
    } catch (error) {
      reportError(error);
    }
    return response;
  };
}
