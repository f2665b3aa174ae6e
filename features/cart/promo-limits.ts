import "server-only";
import { getDb } from "@/lib/db/client";
import { serverEnv } from "@/lib/env";
import { clientIp, RATE_LIMIT_WINDOW_MS, takeTries } from "@/lib/auth/rate-limit";
import { tooManyRequests } from "@/lib/http/respond";

/**
 * Promotion codes cannot be guessed by brute force: every try (applied or refused) is counted per
 * cart and per client address, PROMO_TRIES_PER_CART and PROMO_TRIES_PER_ADDRESS in 15 minutes, in
 * the database's counters (shared by every instance, as sign-in's are). Past either: 429 with
 * Retry-After and the code is not looked at.
 */
export async function promoTriesRefusal(request: Request, cartId: string): Promise<Response | null> {
  const { PROMO_TRIES_PER_CART, PROMO_TRIES_PER_ADDRESS } = serverEnv();
  const ip = clientIp(request);
  const tries = [
    { key: `promo:cart:${cartId}`, limit: PROMO_TRIES_PER_CART },
    ...(ip ? [{ key: `promo:ip:${ip}`, limit: PROMO_TRIES_PER_ADDRESS }] : []),
  ];
  const decision = await takeTries(await getDb(), tries, new Date(), RATE_LIMIT_WINDOW_MS);
  return decision.allowed ? null : tooManyRequests(decision.retryAfterS);
}
