import { ok, failure } from "@/lib/http/respond";
import { getDb } from "@/lib/db/client";
import { SHOPPER_DEVICE, shopperAccount, signInGate } from "@/lib/auth/sign-in-throttle";
import { openSession, sessionCookieHeader } from "@/lib/session";
import { route } from "@/lib/http/route";
import { loginBody } from "@/features/auth/schema";
import { visitor, tooManyAttempts } from "@/features/auth/route-kit";
import { verificationPending } from "@/features/auth/server";

/**
 * POST /api/customer/login {email, password, region}: the sign-in step of the login flow
 * (features/auth/login-flow.ts).
 * Wrong address or password: 401 with an error list (toast invalidCredentials), the same for
 * both. An address not yet verified: 403 code verifyEmail, and no session. Otherwise a new
 * session (its sealed id in the HttpOnly cookie) and the customer, and a device cookie for her
 * browser. Throttled per address and, for browsers she has not signed in from, per account with a
 * lock that doubles each time (ADR 0016): 429 `tooManyAttempts` with Retry-After.
 */
export const POST = route(loginBody, { identity: visitor(null) }, async (body, { commerce, request }) => {
  const gate = await signInGate(request, shopperAccount(body.region, body.email), {
    ...SHOPPER_DEVICE,
    db: await getDb(),
  });
  if (gate.refused) return tooManyAttempts(gate.retryAfterS);
  const customer = await commerce.verifyCredentials(body.email, body.password);
  if (!customer) {
    await gate.failed();
    return failure(401, "The email or password is not right", {
      code: "invalidCredentials",
      errors: ["invalidCredentials"],
    });
  }
  if (verificationPending(await commerce.getAttributes(customer.entityId))) {
    return failure(403, "Please verify your email address first", { code: "verifyEmail" });
  }
  const response = ok({ customer });
  response.headers.append("set-cookie", await gate.succeeded(request));
  response.headers.append(
    "set-cookie",
    sessionCookieHeader(await openSession(customer.entityId, body.region), request),
  );
  return response;
});
