import { ok } from "@/lib/http/respond";
import { LOCALES } from "@/lib/i18n/locales";
import { route } from "@/lib/http/route";
import { signedInCustomer } from "@/features/customer/server";
import { listReturnsBody } from "@/features/returns/schema";

/** POST /api/returns/list: her returns in the session's country, newest first; `orderId` narrows to one order's. */
export const POST = route(listReturnsBody, { identity: signedInCustomer }, async (body, { customerId, commerce }) => {
  return ok(await commerce.listReturns(customerId, LOCALES[body.locale].lang, body.orderId));
});
