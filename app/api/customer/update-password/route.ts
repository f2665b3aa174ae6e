import { failure, ok } from "@/lib/http/respond";
import { closeAllSessions, openSession, sessionCookieHeader } from "@/lib/session";
import { route } from "@/lib/http/route";
import { updatePasswordBody } from "@/features/auth/schema";
import { signedInCustomer } from "@/features/customer/server";

/**
 * POST /api/customer/update-password {currentPassword, password, region}: a signed-in change.
 * The current password must be right (403 code invalidCredentials); then every session of the
 * account ends and this browser gets a new one.
 */
export const POST = route(updatePasswordBody, { identity: signedInCustomer }, async (body, { commerce, customerId, session, request }) => {
  const me = await commerce.getCustomer(customerId);
  if (!me || !(await commerce.verifyCredentials(me.email, body.currentPassword))) {
    return failure(403, "The current password is not right", { code: "invalidCredentials" });
  }
  await commerce.setPassword(customerId, body.password);
  await closeAllSessions(customerId);
  const response = ok({ updated: true });
  response.headers.append("set-cookie", sessionCookieHeader(await openSession(customerId, session.region), request));
  return response;
});
