import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { serverEnv, type ServerEnv } from "@/lib/env";

/**
 * Who may read the local mailbox (the outbox: every mail the store sent, reset links included).
 * `open`: development and tests, while no SMTP server takes the mail (MAILBOX=auto) or when asked
 * (MAILBOX=on). `staff`: a production build only with MAILBOX=on and a STAFF_TOKEN, and then only
 * behind a staff sign-in. `off` otherwise: a production store never shows its mail to the public.
 */
export type MailboxAccess = "open" | "staff" | "off";

type MailEnv = Pick<ServerEnv, "MAILBOX" | "SMTP_URL" | "NODE_ENV" | "STAFF_TOKEN">;

export function mailboxAccess(env: MailEnv = serverEnv()): MailboxAccess {
  if (env.MAILBOX === "off") return "off";
  if (env.NODE_ENV !== "production") return env.MAILBOX === "on" || !env.SMTP_URL ? "open" : "off";
  return env.MAILBOX === "on" && env.STAFF_TOKEN ? "staff" : "off";
}

/** The start-up warning of a production store whose mail reaches nobody (no SMTP, no readable mailbox); `null` when mail has somewhere to go. */
export function mailWarning(env: MailEnv = serverEnv()): string | null {
  if (env.NODE_ENV !== "production" || env.SMTP_URL) return null;
  if (mailboxAccess(env) === "staff") return null;
  const why =
    env.MAILBOX === "on"
      ? "MAILBOX=on needs a STAFF_TOKEN (the mailbox is read behind a staff sign-in)"
      : "the mailbox is off in production";
  return `[mail] SMTP_URL is unset: mail (order confirmations, sign-up and reset links) is kept in the outbox table and nobody can read it (${why}). Set SMTP_URL, or MAILBOX=on with STAFF_TOKEN.`;
}

export async function listMail(limit = 100) {
  const db = await getDb();
  return db
    .select({
      id: t.outbox.id,
      to: t.outbox.to,
      subject: t.outbox.subject,
      kind: t.outbox.kind,
      locale: t.outbox.locale,
      createdAt: t.outbox.createdAt,
    })
    .from(t.outbox)
    .orderBy(desc(t.outbox.id))
    .limit(limit);
}

export async function readMail(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(t.outbox).where(eq(t.outbox.id, id));
  return row ?? null;
}
