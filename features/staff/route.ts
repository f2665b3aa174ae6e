import "server-only";
import { getCommerce, type CommerceProvider } from "@/lib/commerce/provider";
import { failure } from "@/lib/http/respond";
import type { Identity } from "@/lib/http/route";
import type { RegionCode } from "@/lib/i18n/locales";
import { readCookie } from "@/lib/http/cookies";
import { STAFF_COOKIE, staffAreaEnabled, staffOfCookie, type StaffActor } from "./auth";
import { audit } from "./audit";
import { bearerCaller, staffOnly } from "./bearer";

export type StaffRouteContext = { actor: StaffActor; commerce: CommerceProvider };

type AuditSpec<B> = {
  /** The audit's name of the action (`order.deliver`, `cart.view`, ...). */
  action: string;
  /** What the action concerns, for the audit (`order:12`, `cart:<id>`, the e-mail looked up). */
  target: (body: B) => string;
  /** What else the audit row keeps of the request (a pause or a resume), beside the answer's status. */
  detail?: (body: B) => Record<string, unknown>;
};

export const staffNotFound = () => failure(404, "Not found", { code: "notFound" });
/** A country whose store keeps its promotion codes itself (a hosted store's control panel): nothing to do here. */
export const promotionsHosted = () =>
  failure(404, "This country's store manages its promotion codes in its own control panel", {
    code: "promotionsHosted",
  });
/** A store without STAFF_TOKEN has no staff area: every staff door is 404, before anything else is looked at. */
const staffArea = () => (staffAreaEnabled() ? null : staffNotFound());
/** The bearer header when one is sent (a wrong one is refused, counted and audited), else the staff cookie's session. */
const staffActor = async (request: Request) =>
  (await bearerCaller(request)) ?? (await staffOfCookie(readCookie(request, STAFF_COOKIE))) ?? staffOnly();

/**
 * Every staff route, `route({ schema, identity: staffMember({ action, target }) }, ...)`: the staff
 * area must exist (404), cross-site posts are refused, the actor is the bearer token or a staff
 * session (401 otherwise, before the body is read; a shopper's session is never enough), the body
 * is parsed (400), the store is the body's country's, and the action is audited with its outcome,
 * refused or not, before the answer leaves.
 */
export function staffMember<B extends { region: RegionCode }>({
  action,
  target,
  detail,
}: AuditSpec<B>): Identity<B, StaffRouteContext, StaffActor> {
  return {
    guard: staffArea,
    caller: staffActor,
    resolve: async (body, _request, { caller }) => ({ actor: caller, commerce: await getCommerce(body.region) }),
    settle: (response, { body, caller }) =>
      audit(caller, {
        action,
        region: body.region,
        target: target(body),
        detail: { ...detail?.(body), status: response.status },
      }),
  };
}

/** The staff sign-in: only the area must exist (404); who signs in is the route's business. */
export const staffDoor: Identity<unknown, object> = { guard: staffArea, resolve: async () => ({}) };

/**
 * The store operator alone, making agents (the staff token, by header or a session opened with it):
 * 401 for strangers, 403 for agents. Every answer to a staff member is audited as `agent.create`
 * with the address asked for, the refused ones too (an agent's refused try must leave a trace).
 */
export const staffOperator: Identity<{ email: string }, { actor: StaffActor }, StaffActor> = {
  guard: staffArea,
  caller: staffActor,
  resolve: async (_body, _request, { caller }) =>
    caller.kind === "token"
      ? { actor: caller }
      : failure(403, "Only the store operator (staff token) adds agents", { code: "forbidden" }),
  settle: (response, { body, caller }) =>
    audit(caller, { action: "agent.create", target: body.email, detail: { status: response.status } }),
};
