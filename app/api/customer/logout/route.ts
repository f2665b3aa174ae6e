import { getCommerce } from "@/lib/commerce/provider";
import { ok, readBody } from "@/lib/http/respond";
import { refuseCrossSite } from "@/lib/http/origin";
import { readCookie } from "@/lib/http/cookies";
import { closeSession, readSession, SESSION_COOKIE, sessionCookieHeader } from "@/lib/session";
import { logoutBody } from "@/features/auth/schema";
import { commerceFailure } from "@/features/cart/server";

/**
 * POST /api/customer/logout {cartId?, region}: spec section 4's logout on the server. The
 * customer's current cart is handed back as a guest cart (the shopper keeps her bag), the
 * session is deleted and the cookie cleared. Safe to repeat: without a session it only clears.
 */
export async function POST(request: Request): Promise<Response> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const parsed = await readBody(request, logoutBody);
  if ("error" in parsed) return parsed.error;
  try {
    const session = await readSession(request);
    let guestCartId: string | null = null;
    if (session && parsed.data.cartId) {
      const commerce = await getCommerce(session.region);
      const owner = await commerce.getCartOwner(parsed.data.cartId);
      if (owner === session.customerId) guestCartId = (await commerce.setCartCustomer(parsed.data.cartId, 0))?.id ?? null;
    }
    const cookie = readCookie(request, SESSION_COOKIE);
    if (cookie) await closeSession(cookie);
    const response = ok({ signedOut: true, guestCartId });
    response.headers.append("set-cookie", sessionCookieHeader(null, request));
    return response;
  } catch (error) {
    return commerceFailure(error);
  }
}
