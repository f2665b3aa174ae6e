import "server-only";
import { desc } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { actorLabel, type StaffActor } from "./auth";

export type AuditEntry = {
  action: string;
  region?: string | null;
  target?: string | null;
  detail?: Record<string, unknown>;
};

/** Writes one audit row: who did what, where, to whom, and how it ended (ADR 0017); `null` = nobody signed in (a refused sign-in). */
export async function audit(actor: StaffActor | null, entry: AuditEntry, db?: Db): Promise<void> {
  const store = db ?? (await getDb());
  await store.insert(t.staffAudit).values({
    actor: actor ? actorLabel(actor) : "anonymous",
    action: entry.action,
    region: entry.region ?? null,
    target: entry.target ?? null,
    detail: entry.detail ?? {},
  });
}

/** The newest audit rows, for the staff area's log. */
export async function recentAudit(limit = 50, db?: Db) {
  const store = db ?? (await getDb());
  return store.select().from(t.staffAudit).orderBy(desc(t.staffAudit.id)).limit(limit);
}
