import { getCommerce } from "@/lib/commerce/provider";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { readCookie } from "@/lib/http/cookies";
import { closeSession, readSession, SESSION_COOKIE, sessionCookieHeader } from "@/lib/session";
import { logoutBody } from "@/features/auth/schema";

/**
 * POST /api/customer/logout {cartId?, region}: the server's part of sign-out. The
 * customer's current cart is handed back as a guest cart (the shopper keeps her bag), the
 * session is deleted and the cookie cleared. Safe to repeat: without a session it only clears.
 * A hosted country's answer names its checkout's logout address (`checkoutLogoutUrl`), which the
 * page loads in a hidden frame so she is signed out there too.
 */
export const POST = route(logoutBody, async (body, { request }) => {
  const session = await readSession(request);
  let guestCartId: string | null = null;
  const region = session?.region ?? body.region;
  const commerce = await getCommerce(region);
  if (session && body.cartId) {
    const owner = await commerce.getCartOwner(body.cartId);
    if (owner === session.customerId) guestCartId = (await commerce.setCartCustomer(body.cartId, 0))?.id ?? null;
  }
  const cookie = readCookie(request, SESSION_COOKIE);
  if (cookie) await closeSession(cookie);
  const hosted = commerce.hosted ? { checkoutLogoutUrl: commerce.hosted.checkout.logoutUrl() } : {};
  const response = ok({ signedOut: true, guestCartId, ...hosted });
  response.headers.append("set-cookie", sessionCookieHeader(null, request));
  return response;
});
