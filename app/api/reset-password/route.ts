import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { resetRequestBody } from "@/features/auth/schema";
import { visitor, withinMailBudget } from "@/features/auth/route-kit";
import { requestPasswordReset } from "@/features/auth/server";

/** POST /api/reset-password {email, region, locale}: mails a reset link; the answer never says whether the address has an account. */
export const POST = route(resetRequestBody, { identity: visitor("reset") }, async (body, { commerce }) => {
  if (await withinMailBudget("reset", body.email)) await requestPasswordReset(commerce, body.email, body.locale);
  return ok({ sent: true });
});
