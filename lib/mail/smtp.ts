import "server-only";
import type { MailTransport } from "./types";

/**
 * Deadlines of one SMTP attempt. nodemailer's own (two minutes to connect, ten of silence) would
 * hold a queue worker on a hanging server far longer than the retry that follows would wait.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * The SMTP transport (nodemailer), chosen when SMTP_URL is set: `smtp://user:pass@host:587` or
 * `smtps://...`. nodemailer loads only when this transport is made. `options` other than a URL
 * serve tests (nodemailer's JSON transport).
 */
export async function smtpTransport(
  connection: string | Record<string, unknown>,
  from: string,
): Promise<MailTransport> {
  const nodemailer = await import("nodemailer");
  const options = typeof connection === "string" ? { url: connection, ...SMTP_TIMEOUTS } : connection;
  const transporter = nodemailer.createTransport(options as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    name: "smtp",
    async send(message) {
      const info = await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { "X-Lumina-Kind": message.kind, "Content-Language": message.locale },
      });
      return { id: String(info.messageId) };
    },
  };
}
