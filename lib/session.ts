import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { readCookie } from "@/lib/http/cookies";
import type { RegionCode } from "@/lib/i18n/locales";

/**
 * Server-side sessions: the cookie holds an opaque 256-bit token, the database only its
 * SHA-256, so identity always comes from the server's record, never from a request body.
 * Sign-in (issue 5) opens sessions; everything that needs "who is asking" reads them here.
 */
export const SESSION_COOKIE = "lumina_session";
export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;

export type Session = { customerId: number; region: RegionCode };

const hash = (token: string) => createHash("sha256").update(token).digest("base64url");

/** The session of a request, or `null` for a guest (no cookie, unknown or expired token). */
export function readSession(request: Request, db?: Db): Promise<Session | null> {
  return sessionOfToken(readCookie(request, SESSION_COOKIE), db);
}

/** The same from the cookie's value (pages read it with `headers()`). */
export async function sessionOfToken(token: string | null, db?: Db): Promise<Session | null> {
  if (!token || token.length > 100) return null;
  const store = db ?? (await getDb());
  const [row] = await store
    .select({ customerId: t.sessions.customerId, region: t.sessions.region })
    .from(t.sessions)
    .where(and(eq(t.sessions.tokenHash, hash(token)), gt(t.sessions.expiresAt, sql`now()`)));
  return row ? { customerId: row.customerId, region: row.region as RegionCode } : null;
}

/** Opens a session for a customer; the returned token goes into the HttpOnly cookie. */
export async function openSession(customerId: number, region: RegionCode, db?: Db): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const store = db ?? (await getDb());
  await store.insert(t.sessions).values({
    tokenHash: hash(token),
    customerId,
    region,
    expiresAt: new Date(Date.now() + SESSION_MAX_AGE_S * 1000),
  });
  return token;
}

/**
 * Who may use a cart or see an order: a guest's (owner 0) belongs to whoever holds its
 * unguessable id; a customer's only to that customer's session.
 */
export function mayAct(ownerCustomerId: number, session: Session | null): boolean {
  return ownerCustomerId === 0 || session?.customerId === ownerCustomerId;
}

export async function closeSession(token: string, db?: Db): Promise<void> {
  const store = db ?? (await getDb());
  await store.delete(t.sessions).where(eq(t.sessions.tokenHash, hash(token)));
}
