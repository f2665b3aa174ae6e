import { failure, ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { getDb } from "@/lib/db/client";
import { accountEmail, signInGate, staffAccount } from "@/lib/auth/sign-in-throttle";
import { openStaffSession, staffCookieHeader, staffCredentials } from "@/features/staff/auth";
import { audit } from "@/features/staff/audit";
import { staffDoor } from "@/features/staff/route";
import { staffSignInBody } from "@/features/staff/schema";
import { tooManyAttempts } from "@/features/auth/route-kit";

/**
 * POST /api/staff/sign-in `{ email, password }` (an agent) or `{ token }` (the operator): a staff
 * session in its own HttpOnly cookie. 401 for wrong details (the same for every kind of wrong),
 * 429 past the sign-in limits (the shoppers' rule: per address, and per account for browsers that
 * never signed in as it; ADR 0016), 404 when the store has no staff area. Audited either way.
 */
export const POST = route(staffSignInBody, { identity: staffDoor }, async (body, { request }) => {
  const db = await getDb();
  // The address as the agents' table holds it: the lock must not tell `AGENT@…` from `agent@…`.
  const who = "email" in body ? accountEmail(body.email) : null;
  const account = staffAccount(who);
  const gate = await signInGate(request, account, { cookie: "lumina_staff_device", path: "/api/staff/sign-in", db });
  if (gate.refused) return tooManyAttempts(gate.retryAfterS);
  const actor = await staffCredentials(body, db);
  if (!actor) {
    await gate.failed();
    await audit(null, { action: "staff.sign-in-refused", target: who ?? "staff-token" }, db);
    return failure(401, "Those details are not right", { code: "invalidCredentials" });
  }
  await audit(actor, { action: "staff.sign-in" }, db);
  const response = ok({ actor: actor.kind === "agent" ? actor.name : "token" });
  response.headers.append("set-cookie", staffCookieHeader(await openStaffSession(actor, db), request));
  response.headers.append("set-cookie", await gate.succeeded(request));
  return response;
});
