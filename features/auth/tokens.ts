import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * One-time tokens of email verification (attribute 17) and password reset (attribute 11): the
 * link carries the token, the attribute only its SHA-256 and an expiry, so a database read does
 * not hand out working links. Used once: the caller clears the attribute on success.
 */
export const VERIFY_TOKEN_HOURS = 48;
export const RESET_TOKEN_HOURS = 2;

const digest = (token: string) => createHash("sha256").update(token).digest("base64url");

export function issueToken(hours: number, now = Date.now()): { token: string; stored: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, stored: `${digest(token)}:${now + hours * 3600_000}` };
}

export function tokenMatches(stored: string | undefined, token: string, now = Date.now()): boolean {
  if (!stored) return false;
  const [hash, expires] = stored.split(":");
  if (!hash || !(Number(expires) > now)) return false;
  const a = Buffer.from(hash);
  const b = Buffer.from(digest(token));
  return a.length === b.length && timingSafeEqual(a, b);
}
