import "server-only";
import { getDb, type Db } from "@/lib/db/client";
import { serverEnv } from "@/lib/env";
import { enqueue } from "@/lib/jobs/runtime";
import { outboxTransport } from "./outbox";
import type { MailMessage } from "./types";

export type { MailMessage, MailTransport } from "./types";

/** One rule for every transport: a message must have somewhere to go and something to say. */
function assertSendable(message: MailMessage): void {
  if (!/^[^\s@]+@[^\s@]+$/.test(message.to)) throw new Error(`Mail not sent: "${message.to}" is not an address`);
  if (!message.subject.trim()) throw new Error("Mail not sent: the subject is empty");
  if (/[\r\n]/.test(message.subject) || /[\r\n]/.test(message.to))
    throw new Error("Mail not sent: a header holds a line break");
}

/**
 * The one entry point of the mail port. With SMTP_URL set the message is queued (the `mail` job
 * queue, ADR 0026) and this resolves once it is stored: the shopper's request never waits on the
 * mail server, and a server that is down gets it on a later retry (lib/mail/deliver.ts). Without
 * SMTP_URL it is written to the outbox table (the local mailbox, /{locale}/mailbox) at once: that
 * is one row in the store's own database, as durable as the job would be, and the mailbox shows
 * it the moment the request answers. Callers never know which.
 * `options.db` uses a given database (tests); otherwise the server's.
 */
export async function sendMail(
  message: MailMessage,
  options: { db?: Db } = {},
): Promise<{ id: string; transport: string }> {
  assertSendable(message);
  if (serverEnv().SMTP_URL) {
    const id = await enqueue("mail", message, { db: options.db });
    return { id: `job-${id}`, transport: "smtp" };
  }
  const { id } = await outboxTransport(options.db ?? (await getDb())).send(message);
  return { id, transport: "outbox" };
}
