import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { resendVerificationBody } from "@/features/auth/schema";
import { visitor, withinMailBudget } from "@/features/auth/route-kit";
import { sendVerification, verificationPending } from "@/features/auth/server";

/** POST /api/verify/resend {email, region, locale}: a fresh verification mail; answers the same whoever asks. */
export const POST = route(resendVerificationBody, { identity: visitor("reset") }, async (body, { commerce }) => {
  const customer = await commerce.findCustomerByEmail(body.email);
  if (
    customer &&
    verificationPending(await commerce.getAttributes(customer.entityId)) &&
    (await withinMailBudget("verify", body.email))
  )
    await sendVerification(commerce, customer, body.locale);
  return ok({ sent: true });
});
