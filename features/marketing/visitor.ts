import "server-only";
import { randomUUID } from "node:crypto";
import { readCookie } from "@/lib/http/cookies";
import { cookieSecure } from "@/lib/session";

/** The anonymous visitor id a guest's marketing events carry (spec: "email or cookie id"). */
export const VISITOR_COOKIE = "lumina_vid";
const VISITOR_MAX_AGE_S = 60 * 60 * 24 * 365;
const VISITOR_ID = /^[A-Za-z0-9-]{8,64}$/;

/** A visitor id the browser sent, when it is one we could have given (else `null`). */
export const knownVisitor = (value: string | null): string | null => (value && VISITOR_ID.test(value) ? value : null);

/**
 * The visitor id of the request's browser, giving it one (on `response`) when it has none:
 * HttpOnly, SameSite=Lax, and Secure by the session cookie's rule (it once was not, even
 * behind TLS).
 */
export function visitorId(request: Request, response: Response): string {
  const known = knownVisitor(readCookie(request, VISITOR_COOKIE));
  if (known) return known;
  const id = randomUUID();
  const parts = [
    `${VISITOR_COOKIE}=${id}`,
    "Path=/",
    `Max-Age=${VISITOR_MAX_AGE_S}`,
    "SameSite=Lax",
    "HttpOnly",
    ...(cookieSecure(request) ? ["Secure"] : []),
  ];
  response.headers.append("set-cookie", parts.join("; "));
  return id;
}
