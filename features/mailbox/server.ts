import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { serverEnv } from "@/lib/env";

/** Whether the local mailbox page is on (MAILBOX; `auto` = while no SMTP server is configured). */
export function mailboxEnabled(): boolean {
  const { MAILBOX, SMTP_URL } = serverEnv();
  return MAILBOX === "on" || (MAILBOX === "auto" && !SMTP_URL);
}

export async function listMail(limit = 100) {
  const db = await getDb();
  return db
    .select({ id: t.outbox.id, to: t.outbox.to, subject: t.outbox.subject, kind: t.outbox.kind, locale: t.outbox.locale, createdAt: t.outbox.createdAt })
    .from(t.outbox)
    .orderBy(desc(t.outbox.id))
    .limit(limit);
}

export async function readMail(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(t.outbox).where(eq(t.outbox.id, id));
  return row ?? null;
}
