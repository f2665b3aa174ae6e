import "server-only";
import { getDb, type Db } from "@/lib/db/client";
import { serverEnv } from "@/lib/env";
import { outboxTransport } from "./outbox";
import { smtpTransport } from "./smtp";
import type { MailMessage, MailTransport } from "./types";

export type { MailMessage, MailTransport } from "./types";

/** One rule for every transport: a message must have somewhere to go and something to say. */
function assertSendable(message: MailMessage): void {
  if (!/^[^\s@]+@[^\s@]+$/.test(message.to)) throw new Error(`Mail not sent: "${message.to}" is not an address`);
  if (!message.subject.trim()) throw new Error("Mail not sent: the subject is empty");
  if (/[\r\n]/.test(message.subject) || /[\r\n]/.test(message.to)) throw new Error("Mail not sent: a header holds a line break");
}

let smtp: Promise<MailTransport> | null = null;

/**
 * The one entry point of the mail port: SMTP when SMTP_URL is set, otherwise the outbox table
 * (read on the local mailbox page, /{locale}/mailbox). Callers never know which.
 * `options.db` sends through a given database's outbox (tests); otherwise the server's.
 */
export async function sendMail(message: MailMessage, options: { db?: Db } = {}): Promise<{ id: string; transport: string }> {
  assertSendable(message);
  const { SMTP_URL, MAIL_FROM } = serverEnv();
  let transport: MailTransport;
  if (SMTP_URL && !options.db) transport = await (smtp ??= smtpTransport(SMTP_URL, MAIL_FROM));
  else transport = outboxTransport(options.db ?? (await getDb()));
  const { id } = await transport.send(message);
  return { id, transport: transport.name };
}
