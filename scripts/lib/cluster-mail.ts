// A mail server for the cluster (scripts/lib/cluster.ts): smtp-server on a loopback port chosen
// once, so the instances' SMTP_URL stays valid while it is stopped (an outage: connections are
// refused) and started again on the same port.
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; subject: string; raw: string; at: number };

export type MailCatcher = {
  url: string;
  port: number;
  received: ReceivedMail[];
  up: () => boolean;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** The mails to `address` received so far, waiting up to `timeoutMs` for at least one. */
  waitFor: (address: string, timeoutMs: number) => Promise<ReceivedMail[]>;
};

/** Quoted-printable soft breaks and escapes undone, enough to read a link out of a raw message. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The first address in a mail that points at `path` (`verify-email`, `reset-password`), as a URL. */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const text = decodeQuotedPrintable(mail.raw).replace(/&amp;/g, "&");
  const found = new RegExp(`https?://[^\\s"'<>]+/${path}\\?[^\\s"'<>]+`).exec(text)?.[0];
  if (!found) throw new Error(`no ${path} link in the mail "${mail.subject}"`);
  return new URL(found);
}

export function mailCatcher(port: number): MailCatcher {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
        stream.on("end", () => {
          const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? "";
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject,
            raw,
            at: Date.now(),
          });
          callback();
        });
      },
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    up: () => server !== null,
    async start() {
      if (server) return;
      const next = create();
      await new Promise<void>((resolve, reject) => {
        next.server.once("error", reject);
        next.listen(port, "127.0.0.1", () => resolve());
      });
      server = next;
    },
    async stop() {
      const current = server;
      server = null;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    async waitFor(address, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      const to = address.toLowerCase();
      for (;;) {
        const mails = received.filter((m) => m.to.includes(to));
        if (mails.length > 0 || Date.now() > deadline) return mails;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
