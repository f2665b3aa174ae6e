import "server-only";
import { randomBytes } from "node:crypto";
import { inArray } from "drizzle-orm";
import * as t from "@/lib/db/schema";
import type { Db } from "@/lib/db/client";
import { serverEnv } from "@/lib/env";
import { readCookie } from "@/lib/http/cookies";
import { cookieSecure } from "@/lib/session";
import { seal, sealKey, unseal } from "./seal";
import { clientIp, countFailure, lockedFor, takeTry } from "./rate-limit";

/**
 * Sign-in throttling that slows an attacker without locking the owner out (ADR 0016,
 * OWASP ASVS 4.0.3 V2.2.1 / 5.0 V6.3.1, OWASP "Slow Down Online Guessing Attacks with Device
 * Cookies"):
 * - every try counts against the client's address: past AUTH_RATE_LIMIT_TRIES in 15 minutes, 429;
 * - a wrong password counts against the account: past the limit, every client that holds no
 *   device cookie for it gets 429 for a lock that doubles each time (rate-limit.ts `lockMs`),
 *   whoever they are;
 * - a browser she signed in from carries a device cookie (sealed, HttpOnly, bound to her account)
 *   and is judged by its own failures only (counted and locked the same way), so ten wrong
 *   passwords from ten addresses leave her own browser signing in as before.
 * An unknown address behaves exactly as a known one (the account key is the address, normalised).
 */
export type SignInGate =
  | { refused: true; retryAfterS: number }
  | { refused: false; trusted: boolean; failed: () => Promise<void>; succeeded: (request: Request) => Promise<string> };

type GateOptions = { cookie: string; path: string; db: Db; now?: Date };

/** The shopper sign-in's device cookie, sent only to the sign-in route. */
export const SHOPPER_DEVICE = { cookie: "lumina_device", path: "/api/customer/login" } as const;
const DEVICE_MAX_AGE_S = 365 * 24 * 3600;
/** Accounts one browser is trusted for (a shared computer): the most recent first. */
const DEVICE_ACCOUNTS = 5;
/** Its own key, so a sealed session id is never a device cookie nor the reverse. */
const DEVICE_PURPOSE = "device-cookie v1";

type Device = { d: string; a: string[] };

/**
 * An address as the stores look it up (trimmed, lower case): every account key is built from it,
 * so `AGENT@…` and `agent@…` are one account to the lock as they are one to the password check
 * (the staff lock was once keyed on the address as typed and let the capitals through).
 */
export const accountEmail = (email: string) => email.trim().toLowerCase();
/** The account key of the shopper sign-in: her address, in one country's store. */
export const shopperAccount = (region: string, email: string) => `${region}:${accountEmail(email)}`;
/** The account key of the staff sign-in: an agent's address (agents serve every country), or the store's token. */
export const staffAccount = (email: string | null) => `staff:${email === null ? "staff-token" : accountEmail(email)}`;
const accountFailures = (account: string) => `sign-in:fail:account:${account}`;

export async function signInGate(
  request: Request,
  account: string,
  { cookie, path, db, now = new Date() }: GateOptions,
): Promise<SignInGate> {
  const limit = serverEnv().AUTH_RATE_LIMIT_TRIES;
  const ip = clientIp(request);
  if (ip) {
    const decision = await takeTry(db, [`sign-in:ip:${ip}`], now, limit);
    if (!decision.allowed) return { refused: true, retryAfterS: decision.retryAfterS };
  }
  const key = await sealKey(db, DEVICE_PURPOSE);
  const device = readDevice(readCookie(request, cookie), key);
  const trusted = device?.a.includes(account) ?? false;
  const accountKey = accountFailures(account);
  const deviceKey = device && `sign-in:fail:device:${device.d}:${account}`;
  const judgedBy = trusted ? deviceKey! : accountKey;
  const retryAfterS = await lockedFor(db, judgedBy, now);
  if (retryAfterS > 0) return { refused: true, retryAfterS };
  return {
    refused: false,
    trusted,
    // Her own browser's failures count for the account too: they are failures on it, and the
    // account's lock only ever stops browsers she has not signed in from.
    failed: async () => {
      for (const failures of trusted ? [deviceKey!, accountKey] : [accountKey])
        await countFailure(db, failures, now, limit);
    },
    succeeded: async (req) => deviceCookie(key, { cookie, path }, account, device, req),
  };
}

/**
 * The current-password check of a signed-in password change, throttled like sign-in (unthrottled,
 * twelve wrong guesses were twelve 403s): every try counts against the client's address (past
 * AUTH_RATE_LIMIT_TRIES in 15 minutes, 429), and every wrong password against the account, whose
 * lock doubles each time (`lockMs`). No device cookie here: the caller already holds her session,
 * and someone who stole it is exactly whom this stops. The account's count is its own, apart from
 * sign-in's, so guesses through a stolen session cannot lock her out of signing in.
 */
export type PasswordCheckGate =
  { refused: true; retryAfterS: number } | { refused: false; failed: () => Promise<void> };

export async function passwordCheckGate(
  request: Request,
  account: string,
  { db, now = new Date() }: { db: Db; now?: Date },
): Promise<PasswordCheckGate> {
  const limit = serverEnv().AUTH_RATE_LIMIT_TRIES;
  const ip = clientIp(request);
  if (ip) {
    const decision = await takeTry(db, [`password-check:ip:${ip}`], now, limit);
    if (!decision.allowed) return { refused: true, retryAfterS: decision.retryAfterS };
  }
  const failures = `password-check:fail:account:${account}`;
  const retryAfterS = await lockedFor(db, failures, now);
  if (retryAfterS > 0) return { refused: true, retryAfterS };
  return { refused: false, failed: () => countFailure(db, failures, now, limit) };
}

/**
 * After a password reset from the mailed link: the account's failures and lock are forgotten, so
 * the owner can sign in from a new browser at once (and get its device cookie) even while
 * strangers are locked out. Only the owner's inbox can do this; a guesser who carries on meets a
 * new lock after `AUTH_RATE_LIMIT_TRIES` more failures.
 */
export async function forgetAccountFailures(db: Db, account: string): Promise<void> {
  const key = accountFailures(account);
  await db.delete(t.rateLimits).where(inArray(t.rateLimits.key, [key, `${key}:lock`]));
}

/** What a device cookie holds (`null`: none, forged, or sealed with another key). */
function readDevice(value: string | null, key: Buffer): Device | null {
  if (!value || value.length > 2000) return null;
  const plain = unseal(value, key);
  if (!plain) return null;
  try {
    const { d, a } = JSON.parse(plain) as { d?: unknown; a?: unknown };
    return typeof d === "string" && Array.isArray(a) && a.every((x) => typeof x === "string") ? { d, a } : null;
  } catch {
    return null;
  }
}

/** The cookie after a sign-in: the same device id (its failures stay its own), this account first. */
function deviceCookie(
  key: Buffer,
  { cookie, path }: { cookie: string; path: string },
  account: string,
  device: Device | null,
  request: Request,
): string {
  const accounts = [account, ...(device?.a ?? []).filter((a) => a !== account)].slice(0, DEVICE_ACCOUNTS);
  const value = seal(
    JSON.stringify({ d: device?.d ?? randomBytes(16).toString("base64url"), a: accounts } satisfies Device),
    key,
  );
  return [
    `${cookie}=${value}`,
    `Path=${path}`,
    "HttpOnly",
    "SameSite=Strict",
    `Max-Age=${DEVICE_MAX_AGE_S}`,
    ...(cookieSecure(request) ? ["Secure"] : []),
  ].join("; ");
}
