import "server-only";
import type { z } from "zod";
import { getDb } from "@/lib/db/client";
import { serverEnv } from "@/lib/env";
import { getCommerce, type CommerceProvider } from "@/lib/commerce/provider";
import type { RegionCode } from "@/lib/i18n/locales";
import { clientIp, takeTry, tryKeys } from "@/lib/auth/rate-limit";
import { failure, readBody } from "@/lib/http/respond";
import { refuseCrossSite } from "@/lib/http/origin";
import { commerceFailure } from "@/features/cart/server";

/**
 * The common path of the public account routes (sign-in, sign-up, verification, reset): no
 * session needed, cross-site refused, body parsed, and, for the limited actions, one try
 * counted per client address and per account (429 `tooManyAttempts` past the limit).
 */
export function accountRoute<S extends z.ZodType<{ region: RegionCode; email?: string }>>(
  schema: S,
  limit: "sign-in" | "sign-up" | "reset" | null,
  handle: (body: z.output<S>, context: { commerce: CommerceProvider; request: Request }) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const refused = refuseCrossSite(request);
    if (refused) return refused;
    const parsed = await readBody(request, schema);
    if ("error" in parsed) return parsed.error;
    try {
      if (limit) {
        const decision = await takeTry(await getDb(), tryKeys(limit, clientIp(request), parsed.data.email ?? null), new Date(), serverEnv().AUTH_RATE_LIMIT_TRIES);
        if (!decision.allowed) {
          const response = failure(429, "Too many attempts; please wait and try again.", { code: "tooManyAttempts", retryAfter: decision.retryAfterS });
          response.headers.set("retry-after", String(decision.retryAfterS));
          return response;
        }
      }
      return await handle(parsed.data, { commerce: await getCommerce(parsed.data.region), request });
    } catch (error) {
      return commerceFailure(error);
    }
  };
}
