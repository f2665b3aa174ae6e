import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { serverEnv } from "@/lib/env";
import { seal, sealKey, unseal } from "@/lib/auth/seal";
import { decoyHash, hashPassword, verifyPassword } from "@/lib/auth/password";
import { upgradeHashAfterSignIn } from "@/lib/auth/rehash";
import { cookieSecure } from "@/lib/session";
import { sameSecret } from "@/lib/http/same-secret";

/**
 * Who is acting in the staff area (ADR 0017). Agents have accounts of their own (made with the
 * store's STAFF_TOKEN, `npm run staff -- add-agent`); the operator may also act with the token
 * itself, by bearer header (scripts) or by signing in with it. Shopper sessions never count here,
 * and a staff session never counts as a shopper.
 */
export type StaffActor = { kind: "agent"; agentId: number; name: string } | { kind: "token" };

export const STAFF_COOKIE = "lumina_staff";
/** A staff session lasts one working day. */
const STAFF_SESSION_HOURS = 10;
const hash = (token: string) => createHash("sha256").update(token).digest("base64url");

/** The staff area exists only when the store has a staff token; without one every staff door is 404. */
export function staffAreaEnabled(): boolean {
  return !!serverEnv().STAFF_TOKEN;
}

/** The audit's name of an actor. */
export function actorLabel(actor: StaffActor): string {
  return actor.kind === "token" ? "token" : `agent:${actor.agentId} ${actor.name}`;
}

/**
 * `Authorization: Bearer STAFF_TOKEN` (scripts and the CLI). Routes reach it only through
 * `bearerCaller` (bearer.ts), which counts and audits the wrong ones.
 */
export function bearerActor(request: Request): StaffActor | null {
  const token = serverEnv().STAFF_TOKEN;
  const given = request.headers.get("authorization")?.match(/^Bearer (.+)$/)?.[1];
  return token && given && sameSecret(token, given) ? { kind: "token" } : null;
}

/** The same from the cookie's value (pages read it with `cookies()`). */
export async function staffOfCookie(cookie: string | null | undefined, db?: Db): Promise<StaffActor | null> {
  if (!cookie || cookie.length > 200 || !staffAreaEnabled()) return null;
  const store = db ?? (await getDb());
  const token = unseal(cookie, await sealKey(store));
  if (!token) return null;
  const [row] = await store
    .select({ agentId: t.staffSessions.agentId, actor: t.staffSessions.actor, disabledAt: t.staffAgents.disabledAt })
    .from(t.staffSessions)
    .leftJoin(t.staffAgents, eq(t.staffAgents.id, t.staffSessions.agentId))
    .where(and(eq(t.staffSessions.tokenHash, hash(token)), gt(t.staffSessions.expiresAt, sql`now()`)));
  if (!row || row.disabledAt) return null;
  return row.agentId === null ? { kind: "token" } : { kind: "agent", agentId: row.agentId, name: row.actor };
}

/** Checks an agent's address and password, or the store's token; `null` when neither holds. */
export async function staffCredentials(
  input: { email: string; password: string } | { token: string },
  db?: Db,
): Promise<StaffActor | null> {
  const token = serverEnv().STAFF_TOKEN;
  if (!token) return null;
  if ("token" in input) return sameSecret(token, input.token) ? { kind: "token" } : null;
  const store = db ?? (await getDb());
  const [agent] = await store
    .select()
    .from(t.staffAgents)
    .where(and(eq(t.staffAgents.email, input.email.trim().toLowerCase()), isNull(t.staffAgents.disabledAt)));
  // An unknown address still costs a hash, so timing does not tell who is an agent.
  const valid = await verifyPassword(input.password, agent?.passwordHash ?? (await decoyHash()));
  if (!agent || !valid) return null;
  // A hash of a lower cost is replaced in the background.
  void upgradeHashAfterSignIn(input.password, agent.passwordHash, (passwordHash) =>
    store
      .update(t.staffAgents)
      .set({ passwordHash })
      .where(and(eq(t.staffAgents.id, agent.id), eq(t.staffAgents.passwordHash, agent.passwordHash))),
  );
  return { kind: "agent", agentId: agent.id, name: agent.name };
}

/** Opens a staff session; returns the sealed value for the cookie. */
export async function openStaffSession(actor: StaffActor, db?: Db): Promise<string> {
  const store = db ?? (await getDb());
  const token = randomBytes(32).toString("base64url");
  await store.insert(t.staffSessions).values({
    tokenHash: hash(token),
    agentId: actor.kind === "agent" ? actor.agentId : null,
    actor: actor.kind === "agent" ? actor.name : "token",
    expiresAt: new Date(Date.now() + STAFF_SESSION_HOURS * 3600_000),
  });
  await store.delete(t.staffSessions).where(lt(t.staffSessions.expiresAt, sql`now()`));
  return seal(token, await sealKey(store));
}

export async function closeStaffSession(cookie: string, db?: Db): Promise<void> {
  const store = db ?? (await getDb());
  const token = unseal(cookie, await sealKey(store));
  if (token) await store.delete(t.staffSessions).where(eq(t.staffSessions.tokenHash, hash(token)));
}

/**
 * The staff cookie: HttpOnly, SameSite=Strict (no staff action ever starts on another site),
 * Secure by the same rule as the shopper's session cookie.
 */
export function staffCookieHeader(value: string | null, request: Request): string {
  const parts = [
    `${STAFF_COOKIE}=${value ?? ""}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Strict",
    `Max-Age=${value ? STAFF_SESSION_HOURS * 3600 : 0}`,
  ];
  if (cookieSecure(request)) parts.push("Secure");
  return parts.join("; ");
}

/** A new agent with a generated password, returned once (the CLI prints it); 409-worthy when the address is taken. */
export async function createAgent(
  email: string,
  name: string,
  db?: Db,
): Promise<{ id: number; password: string } | "taken"> {
  const store = db ?? (await getDb());
  const password = randomBytes(12).toString("base64url");
  const rows = await store
    .insert(t.staffAgents)
    .values({ email: email.trim().toLowerCase(), name: name.trim(), passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning({ id: t.staffAgents.id });
  return rows[0] ? { id: rows[0].id, password } : "taken";
}
