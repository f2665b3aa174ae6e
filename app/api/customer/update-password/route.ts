import { failure, ok } from "@/lib/http/respond";
import { getDb } from "@/lib/db/client";
import { passwordCheckGate } from "@/lib/auth/sign-in-throttle";
import { closeAllSessions, openSession, sessionCookieHeader } from "@/lib/session";
import { route } from "@/lib/http/route";
import { updatePasswordBody } from "@/features/auth/schema";
import { tooManyAttempts } from "@/features/auth/route-kit";
import { signedInCustomer } from "@/features/customer/server";

/**
 * POST /api/customer/update-password {currentPassword, password, region}: a signed-in change.
 * The current password must be right (403 code invalidCredentials); then every session of the
 * account ends and this browser gets a new one. The check is throttled like sign-in, per address
 * and per account (the session's, never the body's): 429 `tooManyAttempts` with Retry-After.
 */
export const POST = route(
  updatePasswordBody,
  { identity: signedInCustomer },
  async (body, { commerce, customerId, session, request }) => {
    const gate = await passwordCheckGate(request, `${session.region}:${customerId}`, { db: await getDb() });
    if (gate.refused) return tooManyAttempts(gate.retryAfterS);
    const me = await commerce.getCustomer(customerId);
    if (!me || !(await commerce.verifyCredentials(me.email, body.currentPassword))) {
      await gate.failed();
      return failure(403, "The current password is not right", { code: "invalidCredentials" });
    }
    await commerce.setPassword(customerId, body.password);
    await closeAllSessions(customerId);
    const response = ok({ updated: true });
    response.headers.append("set-cookie", sessionCookieHeader(await openSession(customerId, session.region), request));
    return response;
  },
);
