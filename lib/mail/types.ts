/**
 * The mail port: what the store sends. `kind` names the template ("order-confirmation", ...)
 * so a mailbox page or a test can find a message without parsing it; `locale` is the
 * language it was written in.
 */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  locale: string;
};

/** Where messages go: the outbox (a database table) or SMTP (lib/mail/provider.ts chooses). */
export interface MailTransport {
  readonly name: string;
  /** Resolves once the message is accepted; throws when it could not be. */
  send(message: MailMessage): Promise<{ id: string }>;
}
