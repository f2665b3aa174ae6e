import { badRequest, ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { safeLocalPath } from "@/lib/http/safe-local-path";
import { customerJwtBody } from "@/features/checkout/schema";
import { signedInCustomer } from "@/features/customer/server";

/**
 * POST /api/customer/jwt: the link that keeps a signed-in shopper signed in at
 * her country's hosted checkout (the store's login link, `hosted.checkout.loginUrl`), for `data`,
 * an address of that checkout. On the embedded store our own session already carries her, so the answer is the
 * address itself, which must be a path of ours (`safeLocalPath`: no `//host`, `/\host` or control
 * characters a browser would read as another site). Anything else is a 400: never an open redirect.
 */
export const POST = route(customerJwtBody, { identity: signedInCustomer }, async ({ data }, { session, commerce }) => {
  if (!commerce.hosted) {
    const path = safeLocalPath(data);
    return path ? ok({ data: path }) : badRequest("data must be an address of this store's checkout");
  }
  const link = await commerce.hosted.checkout.loginUrl(session.customerId, data);
  return link ? ok({ data: link }) : badRequest("data must be an address of this country's checkout");
});
