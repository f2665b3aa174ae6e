import "server-only";
import type { MailTransport } from "./types";

/**
 * The SMTP transport (nodemailer), chosen when SMTP_URL is set: `smtp://user:pass@host:587` or
 * `smtps://...`. nodemailer loads only when this transport is made. `options` other than a URL
 * serve tests (nodemailer's JSON transport).
 */
export async function smtpTransport(connection: string | Record<string, unknown>, from: string): Promise<MailTransport> {
  const nodemailer = await import("nodemailer");
  const transporter = nodemailer.createTransport(connection as Parameters<typeof nodemailer.createTransport>[0]);
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
