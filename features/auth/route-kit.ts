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
 * counted per client address, and for sign-up per account too (429 `tooManyAttempts` past the
 * limit). Reset and verification count per address only: a per-account limit there would let
 * anyone block a shopper's own reset (ADR 0016); the mails they send have their own budget
 * (`withinMailBudget`). Sign-in has its own gate (lib/auth/sign-in-throttle.ts).
 */
export function accountRoute<S extends z.ZodType<{ region: RegionCode; email?: string }>>(
  schema: S,
  limit: "sign-up" | "reset" | null,
  handle: (body: z.output<S>, context: { commerce: CommerceProvider; request: Request }) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const refused = refuseCrossSite(request);
    if (refused) return refused;
    const parsed = await readBody(request, schema);
    if ("error" in parsed) return parsed.error;
    try {
      if (limit) {
        const account = limit === "sign-up" ? (parsed.data.email ?? null) : null;
        const decision = await takeTry(await getDb(), tryKeys(limit, clientIp(request), account), new Date(), serverEnv().AUTH_RATE_LIMIT_TRIES);
        if (!decision.allowed) return tooManyAttempts(decision.retryAfterS);
      }
      return await handle(parsed.data, { commerce: await getCommerce(parsed.data.region), request });
    } catch (error) {
      return commerceFailure(error);
    }
  };
}

/** The 429 of the account routes: `tooManyAttempts` (a translated toast) and when to try again. */
export function tooManyAttempts(retryAfterS: number): Response {
  const response = failure(429, "Too many attempts; please wait and try again.", { code: "tooManyAttempts", retryAfter: retryAfterS });
  response.headers.set("retry-after", String(retryAfterS));
  return response;
}

/**
 * Whether one more account mail (reset link, verification) may go to this address now: at most
 * AUTH_RATE_LIMIT_TRIES per 15 minutes. Past that the route answers as usual and sends nothing,
 * so a flood neither fills her inbox nor tells anyone anything, and her own request later works.
 */
export async function withinMailBudget(kind: "reset" | "verify", email: string): Promise<boolean> {
  const decision = await takeTry(await getDb(), [`mail:${kind}:${email.trim().toLowerCase()}`], new Date(), serverEnv().AUTH_RATE_LIMIT_TRIES);
  return decision.allowed;
}
