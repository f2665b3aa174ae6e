import "server-only";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import type { MailTransport } from "./types";

/**
 * The local transport: every message is written to the `outbox` table, where a developer (or
 * a test) reads it. It is also the record of what was sent once a real transport is added.
 */
export function outboxTransport(db: Db): MailTransport {
  return {
    name: "outbox",
    async send(message) {
      const [row] = await db
        .insert(t.outbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          kind: message.kind,
          locale: message.locale,
        })
        .returning({ id: t.outbox.id });
      return { id: `outbox-${row!.id}` };
    },
  };
}
