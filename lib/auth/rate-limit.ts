import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { serverEnv } from "@/lib/env";

/**
 * Fixed-window counters in the database (so several app instances share them): sign-in,
 * sign-up and password reset allow RATE_LIMIT_TRIES per RATE_LIMIT_WINDOW_MS per address and per
 * account (issue 5), then answer 429 until the window ends.
 */
export const RATE_LIMIT_TRIES = 10;
export const RATE_LIMIT_WINDOW_MS = 15 * 60 * 1000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterS: number };

/** Counts one try under every key; refused when any key is past `limit` (AUTH_RATE_LIMIT_TRIES in the routes). */
export async function takeTry(db: Db, keys: string[], now = new Date(), limit = RATE_LIMIT_TRIES): Promise<RateDecision> {
  let retryAfterS = 0;
  for (const key of keys) {
    const windowStart = new Date(now.getTime() - RATE_LIMIT_WINDOW_MS);
    const result = (await db.execute(sql`
      insert into rate_limits (key, window_start, count) values (${key}, ${now.toISOString()}::timestamptz, 1)
      on conflict (key) do update set
        count = case when rate_limits.window_start <= ${windowStart.toISOString()}::timestamptz then 1 else rate_limits.count + 1 end,
        window_start = case when rate_limits.window_start <= ${windowStart.toISOString()}::timestamptz then excluded.window_start else rate_limits.window_start end
      returning count, window_start`)) as unknown as { rows: { count: number; window_start: string | Date }[] };
    const row = result.rows[0]!;
    if (row.count > limit) {
      const ends = new Date(row.window_start).getTime() + RATE_LIMIT_WINDOW_MS;
      retryAfterS = Math.max(retryAfterS, Math.ceil((ends - now.getTime()) / 1000));
    }
  }
  return retryAfterS > 0 ? { allowed: false, retryAfterS } : { allowed: true };
}

/** A key's count in its current window, without counting a try (and when that window ends). */
export async function peekTries(db: Db, key: string, now = new Date()): Promise<{ count: number; retryAfterS: number }> {
  const result = (await db.execute(sql`select count, window_start from rate_limits where key = ${key}`)) as unknown as { rows: { count: number; window_start: string | Date }[] };
  const row = result.rows[0];
  if (!row) return { count: 0, retryAfterS: 0 };
  const ends = new Date(row.window_start).getTime() + RATE_LIMIT_WINDOW_MS;
  return ends <= now.getTime() ? { count: 0, retryAfterS: 0 } : { count: row.count, retryAfterS: Math.ceil((ends - now.getTime()) / 1000) };
}

/** The keys of one try: the client's address and the account (e-mail) it names, per action. */
export function tryKeys(action: "sign-in" | "sign-up" | "reset", ip: string | null, email: string | null): string[] {
  return [ip && `${action}:ip:${ip}`, email && `${action}:account:${email.trim().toLowerCase()}`].filter((k): k is string => !!k);
}

/**
 * The client's address for the per-address limit. Our server appends the TCP peer to
 * X-Forwarded-For before Next sees a request (scripts/lib/client-address.mjs), as each proxy in
 * front of it appends its own peer; so the entry `hops` places from the right is the one the
 * nearest untrusted party cannot choose: 0 = our peer (no proxy), 1 = the address our proxy saw.
 * Entries further left were written by the client and are never used (issue 21: a forged header
 * gave every try a fresh address). `null` when the chain is shorter than the hops configured.
 */
export function clientIp(request: Request, hops: number = serverEnv().TRUSTED_PROXY_HOPS): string | null {
  const chain = (request.headers.get("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  return chain[chain.length - 1 - hops] ?? null;
}
