import "server-only";
import { getDb } from "@/lib/db/client";
import { serverEnv } from "@/lib/env";
import { clientIp, takeTry, RATE_LIMIT_WINDOW_MS } from "@/lib/auth/rate-limit";
import { tooManyRequests } from "@/lib/http/respond";

/**
 * Promotion codes cannot be guessed by brute force: every try (applied or refused) is counted per
 * cart and per client address, PROMO_TRIES_PER_CART and PROMO_TRIES_PER_ADDRESS in 15 minutes, in
 * the database's counters (shared by every instance, as sign-in's are). Past either: 429 with
 * Retry-After and the code is not looked at.
 */
export async function promoTriesRefusal(request: Request, cartId: string): Promise<Response | null> {
  const { PROMO_TRIES_PER_CART, PROMO_TRIES_PER_ADDRESS } = serverEnv();
  const db = await getDb();
  const now = new Date();
  const perCart = await takeTry(db, [`promo:cart:${cartId}`], now, PROMO_TRIES_PER_CART, RATE_LIMIT_WINDOW_MS);
  if (!perCart.allowed) return tooManyRequests(perCart.retryAfterS);
  const ip = clientIp(request);
  if (!ip) return null;
  const perAddress = await takeTry(db, [`promo:ip:${ip}`], now, PROMO_TRIES_PER_ADDRESS, RATE_LIMIT_WINDOW_MS);
  return perAddress.allowed ? null : tooManyRequests(perAddress.retryAfterS);
}
