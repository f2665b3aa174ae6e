import "server-only";
import { after } from "next/server";
import { recordMarketingEvent, type PortEvent } from "@/lib/analytics/marketing";
import type { CommerceProvider } from "@/lib/commerce/provider";
import { ok } from "@/lib/http/respond";
import type { Session } from "@/lib/session";
import { reportError } from "@/features/monitoring";
import { guestWriteRefusal } from "./guest-limits";
import { withoutIdentity } from "./identity-keys";
import { visitorId } from "./visitor";

export { VISITOR_COOKIE, visitorId } from "./visitor";

/** Stores (and forwards) an event once the answer has gone (Next's `after`); never throws. */
export function recordAfterResponse(event: Parameters<typeof recordMarketingEvent>[0]): void {
  const task = () => recordMarketingEvent(event, { onError: reportError });
  try {
    after(task);
  } catch {
    // Called outside a request (a route handler invoked directly in tests): run it now.
    void task();
  }
}

type PortInput = {
  request: Request;
  type: PortEvent["type"];
  region: string;
  payload: Record<string, unknown>;
  session: Session | null;
  commerce: CommerceProvider;
};

/**
 * The marketing platform's port for the page's events (ADR 0024): accepted with
 * 202, stored always and forwarded when MARKETING_EVENTS_URL is set, within the anonymous-write
 * limits (429 past them, guest-limits.ts). Who the shopper is comes from her session (her id and
 * address) or the visitor cookie, never from the payload: its identity fields are dropped at any
 * depth (identity-keys.ts).
 */
export async function acceptPortEvent({
  request,
  type,
  region,
  payload,
  session,
  commerce,
}: PortInput): Promise<Response> {
  const refused = await guestWriteRefusal("event", request, session);
  if (refused) return refused;
  const response = ok({ accepted: true }, undefined, 202);
  const email = session ? ((await commerce.getCustomer(session.customerId))?.email ?? null) : null;
  const data = withoutIdentity(payload);
  const shopper = {
    customerId: session?.customerId ?? 0,
    email,
    cookieId: session ? null : visitorId(request, response),
  };
  recordAfterResponse({ type, region, payload: { ...data, shopper } });
  return response;
}
