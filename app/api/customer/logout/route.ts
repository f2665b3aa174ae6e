import { getCommerce } from "@/lib/commerce/provider";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { readCookie } from "@/lib/http/cookies";
import { closeSession, readSession, SESSION_COOKIE, sessionCookieHeader } from "@/lib/session";
import { logoutBody } from "@/features/auth/schema";

/**
 * POST /api/customer/logout {cartId?, region}: spec section 4's logout on the server. The
 * customer's current cart is handed back as a guest cart (the shopper keeps her bag), the
 * session is deleted and the cookie cleared. Safe to repeat: without a session it only clears.
 */
export const POST = route(logoutBody, async (body, { request }) => {
  const session = await readSession(request);
  let guestCartId: string | null = null;
  if (session && body.cartId) {
    const commerce = await getCommerce(session.region);
    const owner = await commerce.getCartOwner(body.cartId);
    if (owner === session.customerId) guestCartId = (await commerce.setCartCustomer(body.cartId, 0))?.id ?? null;
  }
  const cookie = readCookie(request, SESSION_COOKIE);
  if (cookie) await closeSession(cookie);
  const response = ok({ signedOut: true, guestCartId });
  response.headers.append("set-cookie", sessionCookieHeader(null, request));
  return response;
});
