import "server-only";
import { getDb } from "@/lib/db/client";
import { serverEnv } from "@/lib/env";
import { getCommerce, type CommerceProvider } from "@/lib/commerce/provider";
import type { RegionCode } from "@/lib/i18n/locales";
import { clientIp, takeTry, tryKeys } from "@/lib/auth/rate-limit";
import { failure } from "@/lib/http/respond";
import type { Identity } from "@/lib/http/route";

/**
 * The caller of the public account routes (sign-in, sign-up, verification, reset),
 * `route({ schema, identity: visitor(limit) }, ...)`: no session needed, the body's country
 * store, and, for the limited actions, one try counted per client address, and for sign-up per
 * account too (429 `tooManyAttempts` past the limit). Reset and verification count per address
 * only: a per-account limit there would let anyone block a shopper's own reset (ADR 0016); the
 * mails they send have their own budget (`withinMailBudget`). Sign-in has its own gate
 * (lib/auth/sign-in-throttle.ts).
 */
export function visitor(
  limit: "sign-up" | "reset" | null,
): Identity<{ region: RegionCode; email?: string }, { commerce: CommerceProvider }> {
  return {
    resolve: async (body, request) => {
      if (limit) {
        const account = limit === "sign-up" ? (body.email ?? null) : null;
        const decision = await takeTry(
          await getDb(),
          tryKeys(limit, clientIp(request), account),
          new Date(),
          serverEnv().AUTH_RATE_LIMIT_TRIES,
        );
        if (!decision.allowed) return tooManyAttempts(decision.retryAfterS);
      }
      return { commerce: await getCommerce(body.region) };
    },
  };
}

/** The 429 of the account routes: `tooManyAttempts` (a translated toast) and when to try again. */
export function tooManyAttempts(retryAfterS: number): Response {
  const response = failure(429, "Too many attempts; please wait and try again.", {
    code: "tooManyAttempts",
    retryAfter: retryAfterS,
  });
  response.headers.set("retry-after", String(retryAfterS));
  return response;
}

/**
 * Whether one more account mail (reset link, verification) may go to this address now: at most
 * AUTH_RATE_LIMIT_TRIES per 15 minutes. Past that the route answers as usual and sends nothing,
 * so a flood neither fills her inbox nor tells anyone anything, and her own request later works.
 */
export async function withinMailBudget(kind: "reset" | "verify", email: string): Promise<boolean> {
  const decision = await takeTry(
    await getDb(),
    [`mail:${kind}:${email.trim().toLowerCase()}`],
    new Date(),
    serverEnv().AUTH_RATE_LIMIT_TRIES,
  );
  return decision.allowed;
}
