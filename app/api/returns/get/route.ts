import { ok } from "@/lib/http/respond";
import { LOCALES } from "@/lib/i18n/locales";
import { route } from "@/lib/http/route";
import { signedInCustomer } from "@/features/customer/server";
import { returnRefBody } from "@/features/returns/schema";
import { returnNotFound } from "@/features/returns/server";

/** POST /api/returns/get: one return of hers with its lines and timeline; anyone else's is 404 like an unknown id. */
export const POST = route(returnRefBody, { identity: signedInCustomer }, async (body, { customerId, commerce }) => {
  const request = await commerce.getReturn(customerId, body.returnId, LOCALES[body.locale].lang);
  return request ? ok(request) : returnNotFound();
});
