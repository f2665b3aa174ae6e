import "server-only";
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { serverEnv } from "@/lib/env";
import { outboxTransport } from "./outbox";
import { smtpTransport } from "./smtp";
import type { MailTransport } from "./types";

const queuedMail = z.object({
  to: z.string().min(3),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string(),
  kind: z.string().min(1),
  locale: z.string().min(1),
});

let smtp: { url: string; transport: Promise<MailTransport> } | null = null;

/**
 * The `mail` queue's worker: hands one queued message to the SMTP server. A refusal, a timeout or
 * a server that is down throws, and the queue retries later with backoff (lib/jobs/queues.ts).
 * A message queued while SMTP_URL was set, delivered after it was unset, goes to the outbox.
 */
export async function deliverQueuedMail(data: unknown): Promise<void> {
  const parsed = queuedMail.safeParse(data);
  // A malformed job can never succeed: failing it at once puts it before staff without retries' noise.
  if (!parsed.success) throw new Error(`Not a mail message: ${parsed.error.issues[0]?.path.join(".") ?? "?"}`);
  const { SMTP_URL, MAIL_FROM } = serverEnv();
  if (!SMTP_URL) {
    await outboxTransport(await getDb()).send(parsed.data);
    return;
  }
  if (smtp?.url !== SMTP_URL) smtp = { url: SMTP_URL, transport: smtpTransport(SMTP_URL, MAIL_FROM) };
  await (await smtp.transport).send(parsed.data);
}
