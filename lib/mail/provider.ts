import "server-only";
import { getDb, type Db } from "@/lib/db/client";
import { outboxTransport } from "./outbox";
import type { MailMessage, MailTransport } from "./types";

export type { MailMessage, MailTransport } from "./types";

/** One rule for every transport: a message must have somewhere to go and something to say. */
function assertSendable(message: MailMessage): void {
  if (!/^[^\s@]+@[^\s@]+$/.test(message.to)) throw new Error(`Mail not sent: "${message.to}" is not an address`);
  if (!message.subject.trim()) throw new Error("Mail not sent: the subject is empty");
  if (/[\r\n]/.test(message.subject) || /[\r\n]/.test(message.to)) throw new Error("Mail not sent: a header holds a line break");
}

/**
 * The one entry point of the mail port. Every message goes to the outbox; an SMTP transport
 * (a later issue) is chosen here from lib/env.ts beside it, and callers do not change.
 * `options.db` sends through a given database (tests); otherwise the server's.
 */
export async function sendMail(message: MailMessage, options: { db?: Db } = {}): Promise<{ id: string; transport: string }> {
  assertSendable(message);
  const transport: MailTransport = outboxTransport(options.db ?? (await getDb()));
  const { id } = await transport.send(message);
  return { id, transport: transport.name };
}
