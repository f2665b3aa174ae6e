import { failure, ok } from "@/lib/http/respond";
import { getDb } from "@/lib/db/client";
import { forgetAccountFailures, shopperAccount } from "@/lib/auth/sign-in-throttle";
import { route } from "@/lib/http/route";
import { resetCompleteBody } from "@/features/auth/schema";
import { visitor } from "@/features/auth/route-kit";
import { completePasswordReset } from "@/features/auth/server";

/** POST /api/reset-password/complete {email, token, password, region}: the reset link's new password; every session of the account ends, and the sign-in lock of strangers is lifted (ADR 0016). */
export const POST = route(resetCompleteBody, { identity: visitor("reset") }, async (body, { commerce }) => {
  if (!(await completePasswordReset(commerce, body.email, body.token, body.password))) {
    return failure(400, "This reset link is not valid any more", { code: "resetLinkInvalid" });
  }
  // Her new password opens any browser at once, even while strangers are locked out (ADR 0016).
  await forgetAccountFailures(await getDb(), shopperAccount(body.region, body.email));
  return ok({ reset: true });
});
