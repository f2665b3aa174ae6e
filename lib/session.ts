import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { serverEnv } from "@/lib/env";
import { readCookie } from "@/lib/http/cookies";
import type { RegionCode } from "@/lib/i18n/locales";
import { seal, sealKey, unseal } from "@/lib/auth/seal";

/**
 * Server-side sessions (ADR 0013). The cookie holds an opaque 256-bit token, sealed (encrypted
 * and authenticated, lib/auth/seal.ts); the database keeps only the token's SHA-256, so identity
 * always comes from the server's record, never from a request body. A session ends at sign-out
 * (its row is deleted), after SESSION_IDLE_HOURS without use, or SESSION_MAX_DAYS after sign-in
 * whatever happens; each sign-in opens a new one.
 */
export const SESSION_COOKIE = "lumina_session";
/** Last-use times are written at most this often (a read path should not write on every request). */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export type Session = { customerId: number; region: RegionCode };

const hash = (token: string) => createHash("sha256").update(token).digest("base64url");

/** The session of a request, or `null` for a guest (no cookie, a forged one, or an ended session). */
export function readSession(request: Request, db?: Db): Promise<Session | null> {
  return sessionOfCookie(readCookie(request, SESSION_COOKIE), db);
}

/** The same from the cookie's value (pages read it with `cookies()`). */
export async function sessionOfCookie(cookie: string | null | undefined, db?: Db): Promise<Session | null> {
  if (!cookie || cookie.length > 200) return null;
  const store = db ?? (await getDb());
  const token = unseal(cookie, await sealKey(store));
  if (!token) return null;
  const { SESSION_IDLE_HOURS } = serverEnv();
  const idleSince = new Date(Date.now() - SESSION_IDLE_HOURS * 3600_000);
  const [row] = await store
    .select({ customerId: t.sessions.customerId, region: t.sessions.region, lastSeenAt: t.sessions.lastSeenAt })
    .from(t.sessions)
    .where(
      and(
        eq(t.sessions.tokenHash, hash(token)),
        gt(t.sessions.expiresAt, sql`now()`),
        gt(t.sessions.lastSeenAt, idleSince),
      ),
    );
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await store
      .update(t.sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(t.sessions.tokenHash, hash(token)));
  }
  return { customerId: row.customerId, region: row.region as RegionCode };
}

/** Opens a new session (a new id at every sign-in); returns the sealed value for the cookie. */
export async function openSession(customerId: number, region: RegionCode, db?: Db): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const store = db ?? (await getDb());
  const { SESSION_MAX_DAYS } = serverEnv();
  await store.insert(t.sessions).values({
    tokenHash: hash(token),
    customerId,
    region,
    expiresAt: new Date(Date.now() + SESSION_MAX_DAYS * 86_400_000),
  });
  // Ended sessions are swept now and then, here rather than by a scheduler the store lacks.
  if (Math.random() < 0.05) await store.delete(t.sessions).where(lt(t.sessions.expiresAt, sql`now()`));
  return seal(token, await sealKey(store));
}

/** Ends the session a cookie names (sign-out); a forged or unknown cookie changes nothing. */
export async function closeSession(cookie: string, db?: Db): Promise<void> {
  const store = db ?? (await getDb());
  const token = unseal(cookie, await sealKey(store));
  if (token) await store.delete(t.sessions).where(eq(t.sessions.tokenHash, hash(token)));
}

/** Ends every session of a customer (password changed or reset). */
export async function closeAllSessions(customerId: number, db?: Db): Promise<void> {
  const store = db ?? (await getDb());
  await store.delete(t.sessions).where(eq(t.sessions.customerId, customerId));
}

/**
 * Whether our cookies carry `Secure` (the session's, and by the same rule the staff, device and
 * visitor cookies): in production whenever the shopper came over HTTPS (directly or through a
 * proxy that says so); SESSION_COOKIE_SECURE=always forces it, `never` drops it.
 */
export function cookieSecure(request: Request): boolean {
  const { NODE_ENV, SESSION_COOKIE_SECURE } = serverEnv();
  const https = new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  return SESSION_COOKIE_SECURE === "always" || (SESSION_COOKIE_SECURE === "auto" && NODE_ENV === "production" && https);
}

/** The Set-Cookie value (`null` clears it): HttpOnly, SameSite=Lax, Secure by `cookieSecure`. */
export function sessionCookieHeader(value: string | null, request: Request): string {
  const { SESSION_MAX_DAYS } = serverEnv();
  const parts = [
    `${SESSION_COOKIE}=${value ?? ""}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${value ? SESSION_MAX_DAYS * 86_400 : 0}`,
  ];
  if (cookieSecure(request)) parts.push("Secure");
  return parts.join("; ");
}

/**
 * Who may use a cart or see an order: a guest's (owner 0) belongs to whoever holds its
 * unguessable id; a customer's only to that customer's session.
 */
export function mayAct(ownerCustomerId: number, session: Session | null): boolean {
  return ownerCustomerId === 0 || session?.customerId === ownerCustomerId;
}
