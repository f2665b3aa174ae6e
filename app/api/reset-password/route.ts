import { ok } from "@/lib/http/respond";
import { resetRequestBody } from "@/features/auth/schema";
import { accountRoute, withinMailBudget } from "@/features/auth/route-kit";
import { requestPasswordReset } from "@/features/auth/server";

/** POST /api/reset-password {email, region, locale}: mails a reset link; the answer never says whether the address has an account. */
export const POST = accountRoute(resetRequestBody, "reset", async (body, { commerce }) => {
  if (await withinMailBudget("reset", body.email)) await requestPasswordReset(commerce, body.email, body.locale);
  return ok({ sent: true });
});
