import "server-only";
import { lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { serverEnv } from "@/lib/env";
import { logger } from "@/lib/log/logger";
import { PRUNE_EVERY_MS, RATE_LIMIT_ROWS_KEEP_DAYS } from "@/lib/constants";

/**
 * Fixed-window counters in the database (so several app instances share them): the account
 * routes allow RATE_LIMIT_TRIES (AUTH_RATE_LIMIT_TRIES) per RATE_LIMIT_WINDOW_MS per key, then
 * answer 429 until the window ends; an account's wrong passwords end in a progressive lock
 * instead (below). Which keys each route counts: ADR 0016.
 */
export const RATE_LIMIT_TRIES = 10;
export const RATE_LIMIT_WINDOW_MS = 15 * 60 * 1000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterS: number };

/**
 * Counts one try under every key; refused when any key is past `limit` (AUTH_RATE_LIMIT_TRIES in
 * the account routes) within `windowMs` (15 minutes unless the caller counts per minute or per day).
 */
export function takeTry(
  db: Db,
  keys: string[],
  now = new Date(),
  limit = RATE_LIMIT_TRIES,
  windowMs = RATE_LIMIT_WINDOW_MS,
): Promise<RateDecision> {
  return takeTries(
    db,
    keys.map((key) => ({ key, limit })),
    now,
    windowMs,
  );
}

/**
 * Counts one try under every key, each with its own limit, in one statement (a request counted per
 * cart and per address costs one round trip to the database, not two); refused when any key is
 * past its limit, with the longest wait.
 */
export async function takeTries(
  db: Db,
  tries: { key: string; limit: number }[],
  now = new Date(),
  windowMs = RATE_LIMIT_WINDOW_MS,
): Promise<RateDecision> {
  await pruneNowAndThen(db, now);
  const byKey = new Map(tries.map((entry) => [entry.key, entry.limit]));
  if (byKey.size === 0) return { allowed: true };
  const windowStart = new Date(now.getTime() - windowMs).toISOString();
  // One function call (0014_lookup_functions.sql): its statement's plan is kept, not made again per try.
  const result = (await db.execute(
    sql`select try_key as key, try_count as count, try_window_start as window_start from take_tries(${JSON.stringify([...byKey.keys()])}::jsonb, ${now.toISOString()}::timestamptz, ${windowStart}::timestamptz)`,
  )) as unknown as {
    rows: { key: string; count: number; window_start: string | Date }[];
  };
  let retryAfterS = 0;
  for (const row of result.rows) {
    if (row.count <= byKey.get(row.key)!) continue;
    const ends = new Date(row.window_start).getTime() + windowMs;
    retryAfterS = Math.max(retryAfterS, Math.ceil((ends - now.getTime()) / 1000));
  }
  return retryAfterS > 0 ? { allowed: false, retryAfterS } : { allowed: true };
}

/**
 * Counters and locks nobody needs any more are deleted by the code that writes them, at most once
 * per PRUNE_EVERY_MS per process and database (no scheduler to run): every row whose window began
 * more than RATE_LIMIT_ROWS_KEEP_DAYS ago. The longest-lived rows are locks: one lasts a day at most
 * and the next doubles it for a day after it ends, so two days cover them. Without this, every
 * address and e-mail ever tried would stay in `rate_limits` for good.
 */
const lastPrune = new WeakMap<Db, number>();
async function pruneNowAndThen(db: Db, now: Date): Promise<void> {
  const last = lastPrune.get(db);
  if (last !== undefined && Date.now() - last < PRUNE_EVERY_MS) return;
  lastPrune.set(db, Date.now());
  await db
    .delete(t.rateLimits)
    .where(lt(t.rateLimits.windowStart, new Date(now.getTime() - RATE_LIMIT_ROWS_KEEP_DAYS * 86_400_000)));
}

/**
 * Progressive locks (ADR 0016): a key that reached its limit is locked for 15 minutes,
 * and every lock that starts within a day of the previous one's end lasts twice as long as it,
 * up to a day. A guesser who waits out each lock gets ten tries, then 15 minutes, ten, 30, ten,
 * 60 ... (ASVS V2.2.1's "ever increasing delays"), instead of ten every 15 minutes for ever.
 * The row `<key>:lock` of rate_limits holds the lock's start and its level (1, 2, 3 ...).
 */
export const LOCK_FIRST_MS = RATE_LIMIT_WINDOW_MS;
export const LOCK_MAX_MS = 24 * 3600 * 1000;
/** How long after a lock ends the next one still doubles it. */
const LOCK_MEMORY_MS = 24 * 3600 * 1000;

export function lockMs(level: number): number {
  return Math.min(LOCK_FIRST_MS * 2 ** Math.max(0, level - 1), LOCK_MAX_MS);
}

/** Counts one failure under `key`; the failure that reaches `limit` starts (or doubles) its lock. */
export async function countFailure(db: Db, key: string, now: Date, limit: number): Promise<void> {
  const decision = await takeTry(db, [key], now, limit - 1);
  if (decision.allowed) return;
  // The lock's end in SQL, as lockMs: a lock still running is left alone (concurrent failures
  // past the limit start one lock, not several); one that ended within a day doubles.
  const ends = sql`rate_limits.window_start + least(${LOCK_FIRST_MS}::float8 * power(2, greatest(rate_limits.count - 1, 0)), ${LOCK_MAX_MS}::float8) * interval '1 millisecond'`;
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${`${key}:lock`}, ${at}, 1)
    on conflict (key) do update set
      count = case when ${ends} > ${at} then rate_limits.count
                   when ${ends} + ${LOCK_MEMORY_MS}::float8 * interval '1 millisecond' > ${at} then least(rate_limits.count + 1, 30)
                   else 1 end,
      window_start = case when ${ends} > ${at} then rate_limits.window_start else excluded.window_start end`);
}

/** Seconds left of `key`'s lock, 0 when it is not locked. */
export async function lockedFor(db: Db, key: string, now = new Date()): Promise<number> {
  const result = (await db.execute(
    sql`select count, window_start from rate_limits where key = ${`${key}:lock`}`,
  )) as unknown as { rows: { count: number; window_start: string | Date }[] };
  const row = result.rows[0];
  if (!row) return 0;
  const left = new Date(row.window_start).getTime() + lockMs(row.count) - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** The keys of one try: the client's address and the account (e-mail) it names, per action. */
export function tryKeys(action: "sign-in" | "sign-up" | "reset", ip: string | null, email: string | null): string[] {
  return [ip && `${action}:ip:${ip}`, email && `${action}:account:${email.trim().toLowerCase()}`].filter(
    (k): k is string => !!k,
  );
}

/**
 * The client's address for the per-address limit. Our server appends the TCP peer to
 * X-Forwarded-For before Next sees a request (scripts/lib/client-address.mjs), as each proxy in
 * front of it appends its own peer; so the entry `hops` places from the right is the one the
 * nearest untrusted party cannot choose: 0 = our peer (no proxy), 1 = the address our proxy saw.
 * Entries further left were written by the client and are never used (a forged header once
 * gave every try a fresh address). `null` when the chain is shorter than the hops configured.
 */
export function clientIp(request: Request, hops: number = serverEnv().TRUSTED_PROXY_HOPS): string | null {
  warnWithoutPeer();
  const chain = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain[chain.length - 1 - hops] ?? null;
}

/**
 * A production server started without the preload (a bare `next start`) would read the client's
 * own last entry: Next fills X-Forwarded-For with the peer only when the request has none. Said
 * once in the log rather than failing sign-in, the preload's mark being a global of this process.
 */
let warned = false;
function warnWithoutPeer() {
  if (
    warned ||
    serverEnv().NODE_ENV !== "production" ||
    (globalThis as { __luminaPeerInForwardedFor?: boolean }).__luminaPeerInForwardedFor
  )
    return;
  warned = true;
  logger.warn(
    "[rate-limit] next start runs without scripts/lib/client-address.mjs: a client can choose the address the sign-in limit counts (use npm start or npm run serve)",
  );
}
