import "server-only";
import { randomUUID } from "node:crypto";
import { after } from "next/server";
import { recordMarketingEvent, type PortEvent } from "@/lib/analytics/marketing";
import type { CommerceProvider } from "@/lib/commerce/provider";
import { readCookie } from "@/lib/http/cookies";
import { ok } from "@/lib/http/respond";
import type { Session } from "@/lib/session";
import { reportError } from "@/features/monitoring/report-error";

/** The anonymous visitor id a guest's marketing events carry (spec: "email or cookie id"). */
export const VISITOR_COOKIE = "lumina_vid";
const VISITOR_MAX_AGE_S = 60 * 60 * 24 * 365;
const VISITOR_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The visitor id of the request's browser, giving it one (on `response`) when it has none. */
export function visitorId(request: Request, response: Response): string {
  const known = readCookie(request, VISITOR_COOKIE);
  if (known && VISITOR_ID.test(known)) return known;
  const id = randomUUID();
  response.headers.append("set-cookie", `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${VISITOR_MAX_AGE_S}; SameSite=Lax; HttpOnly`);
  return id;
}

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

/** Fields by which a page could name a shopper: the session's identity replaces them. */
const IDENTITY_KEYS = new Set(["email", "customerId", "customer_id", "customerEmail", "cookieId", "shopper"]);

type PortInput = {
  request: Request;
  type: PortEvent["type"];
  region: string;
  payload: Record<string, unknown>;
  session: Session | null;
  commerce: CommerceProvider;
};

/**
 * The marketing platform's port for the page's events (spec section 7; ADR 0024): accepted with
 * 202, stored always and forwarded when MARKETING_EVENTS_URL is set. Who the shopper is comes
 * from her session (her id and address) or the visitor cookie, never from the payload.
 */
export async function acceptPortEvent({ request, type, region, payload, session, commerce }: PortInput): Promise<Response> {
  const response = ok({ accepted: true }, undefined, 202);
  const email = session ? ((await commerce.getCustomer(session.customerId))?.email ?? null) : null;
  const data = Object.fromEntries(Object.entries(payload).filter(([key]) => !IDENTITY_KEYS.has(key)));
  const shopper = { customerId: session?.customerId ?? 0, email, cookieId: session ? null : visitorId(request, response) };
  recordAfterResponse({ type, region, payload: { ...data, shopper } });
  return response;
}
