import "server-only";
import { randomBytes } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { serverEnv } from "@/lib/env";
import { readCookie } from "@/lib/http/cookies";
import { seal, sealKey, unseal } from "./seal";
import { clientIp, peekTries, takeTry } from "./rate-limit";

/**
 * Sign-in throttling that slows an attacker without locking the owner out (issue 21; ADR 0016,
 * OWASP ASVS 4.0.3 V2.2.1 / 5.0 V6.3.1, OWASP "Slow Down Online Guessing Attacks with Device
 * Cookies"):
 * - every try counts against the client's address: past AUTH_RATE_LIMIT_TRIES in 15 minutes, 429;
 * - a wrong password counts against the account, but only for clients she has not signed in from:
 *   past the limit those clients get 429 until the window ends, whoever they are;
 * - a browser she signed in from carries a device cookie (sealed, HttpOnly, bound to the account)
 *   and is judged by its own failures only, so ten wrong passwords from ten addresses leave her
 *   own browser signing in as before.
 * An unknown address behaves exactly as a known one (the account key is the typed address).
 */
export type SignInGate =
  | { refused: true; retryAfterS: number }
  | { refused: false; trusted: boolean; failed: () => Promise<void>; succeeded: (request: Request) => Promise<string> };

type GateOptions = { cookie: string; path: string; db: Db; now?: Date };

/** The shopper sign-in's device cookie, sent only to the sign-in route. */
export const SHOPPER_DEVICE = { cookie: "lumina_device", path: "/api/customer/login" } as const;
const DEVICE_MAX_AGE_S = 365 * 24 * 3600;

export async function signInGate(request: Request, account: string, { cookie, path, db, now = new Date() }: GateOptions): Promise<SignInGate> {
  const limit = serverEnv().AUTH_RATE_LIMIT_TRIES;
  const ip = clientIp(request);
  if (ip) {
    const decision = await takeTry(db, [`sign-in:ip:${ip}`], now, limit);
    if (!decision.allowed) return { refused: true, retryAfterS: decision.retryAfterS };
  }
  const device = await trustedDevice(db, readCookie(request, cookie), account);
  const failures = device ? `sign-in:fail:device:${device}` : `sign-in:fail:account:${account}`;
  const { count, retryAfterS } = await peekTries(db, failures, now);
  if (count >= limit) return { refused: true, retryAfterS };
  return {
    refused: false,
    trusted: device !== null,
    failed: async () => void (await takeTry(db, [failures], now, limit)),
    succeeded: async (req) => deviceCookie(await sealKey(db), { cookie, path }, account, device, req),
  };
}

/** The device id a cookie holds for this account, or `null` (none, forged, another account's). */
async function trustedDevice(db: Db, value: string | null, account: string): Promise<string | null> {
  if (!value || value.length > 400) return null;
  const plain = unseal(value, await sealKey(db));
  if (!plain) return null;
  try {
    const { a, d } = JSON.parse(plain) as { a?: unknown; d?: unknown };
    return a === account && typeof d === "string" ? d : null;
  } catch {
    return null;
  }
}

function deviceCookie(key: Buffer, { cookie, path }: { cookie: string; path: string }, account: string, device: string | null, request: Request): string {
  const value = seal(JSON.stringify({ a: account, d: device ?? randomBytes(16).toString("base64url") }), key);
  const { NODE_ENV, SESSION_COOKIE_SECURE } = serverEnv();
  const https = new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  const secure = SESSION_COOKIE_SECURE === "always" || (SESSION_COOKIE_SECURE === "auto" && NODE_ENV === "production" && https);
  return [`${cookie}=${value}`, `Path=${path}`, "HttpOnly", "SameSite=Strict", `Max-Age=${DEVICE_MAX_AGE_S}`, ...(secure ? ["Secure"] : [])].join("; ");
}
