import { failure, ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { verifyEmailBody } from "@/features/auth/schema";
import { visitor } from "@/features/auth/route-kit";
import { confirmVerification } from "@/features/auth/server";

/** POST /api/verify/verification-email {email, token, region}: the link of the verification mail. */
export const POST = route(verifyEmailBody, { identity: visitor("reset") }, async (body, { commerce }) => {
  if (!(await confirmVerification(commerce, body.email, body.token))) {
    return failure(400, "This verification link is not valid any more", { code: "verificationLinkInvalid" });
  }
  return ok({ verified: true });
});
