import "server-only";
import { getDb } from "@/lib/db/client";
import { serverEnv } from "@/lib/env";
import { GUEST_WRITES_WINDOW_MS, VISITOR_WRITES_WINDOW_MS } from "@/lib/constants";
import { clientIp, takeTry } from "@/lib/auth/rate-limit";
import { readCookie } from "@/lib/http/cookies";
import { tooManyRequests } from "@/lib/http/respond";
import type { Session } from "@/lib/session";
import { knownVisitor, VISITOR_COOKIE } from "./visitor";

/**
 * What anyone may store without an account (a probe once had forty 8 KB events from one guest in
 * half a second all stored): `event` (the marketing port's events) and `cart` (new carts), each
 * counted on its own, GUEST_WRITES_PER_MINUTE per client address and VISITOR_WRITES_PER_DAY per
 * visitor (her lumina_vid cookie, or her account when signed in). A guest who drops the cookie is
 * a new visitor each time, so the address's limit is the one that holds her; the visitor's cap
 * keeps one browser from filling the table over a day from many addresses. Past either: 429 with
 * Retry-After, and nothing is stored.
 */
export type GuestWrite = "event" | "cart";

export async function guestWriteRefusal(
  kind: GuestWrite,
  request: Request,
  session: Session | null,
): Promise<Response | null> {
  const { GUEST_WRITES_PER_MINUTE, VISITOR_WRITES_PER_DAY } = serverEnv();
  const db = await getDb();
  const now = new Date();
  const ip = clientIp(request);
  if (ip) {
    const perAddress = await takeTry(db, [`${kind}:ip:${ip}`], now, GUEST_WRITES_PER_MINUTE, GUEST_WRITES_WINDOW_MS);
    if (!perAddress.allowed) return tooManyRequests(perAddress.retryAfterS);
  }
  const visitor = session
    ? `customer:${session.region}:${session.customerId}`
    : knownVisitor(readCookie(request, VISITOR_COOKIE));
  if (visitor) {
    const perVisitor = await takeTry(
      db,
      [`${kind}:visitor:${visitor}`],
      now,
      VISITOR_WRITES_PER_DAY,
      VISITOR_WRITES_WINDOW_MS,
    );
    if (!perVisitor.allowed) return tooManyRequests(perVisitor.retryAfterS);
  }
  return null;
}
