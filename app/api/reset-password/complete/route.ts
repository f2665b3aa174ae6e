import { failure, ok } from "@/lib/http/respond";
import { resetCompleteBody } from "@/features/auth/schema";
import { accountRoute } from "@/features/auth/route-kit";
import { completePasswordReset } from "@/features/auth/server";

/** POST /api/reset-password/complete {email, token, password, region}: the reset link's new password; every session of the account ends. */
export const POST = accountRoute(resetCompleteBody, "reset", async (body, { commerce }) => {
  if (!(await completePasswordReset(commerce, body.email, body.token, body.password))) {
    return failure(400, "This reset link is not valid any more", { code: "resetLinkInvalid" });
  }
  return ok({ reset: true });
});
