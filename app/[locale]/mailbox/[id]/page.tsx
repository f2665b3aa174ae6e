import Link from "next/link";
import { notFound } from "next/navigation";
import { getT } from "@/lib/i18n/server";
import { parseLocale } from "@/lib/i18n/locales";
import { readMail } from "@/features/mailbox/server";
import { requireMailboxReader } from "@/features/mailbox/gate";
import { audit } from "@/features/staff/audit";

export const dynamic = "force-dynamic";
export const metadata = { robots: { index: false, follow: false } };

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

/** One mail: its text with working links, and its HTML as the recipient sees it (sandboxed). */
export default async function MailPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale: raw, id } = await params;
  const locale = parseLocale(raw);
  if (!locale || !/^\d{1,9}$/.test(id)) notFound();
  const reader = await requireMailboxReader(locale, `mailbox/${id}`);
  const mail = await readMail(Number(id));
  if (!mail) notFound();
  // A mail holds links that act for its recipient (reset, confirmation): staff reading one is on record.
  if (reader)
    await audit(reader, { action: "mail.read", target: `mail:${mail.id}`, detail: { to: mail.to, kind: mail.kind } });
  const { t } = await getT(locale);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10">
      <Link href={`/${locale}/mailbox`} className="text-sm underline">
        {t("mailbox.back")}
      </Link>
      <h1 className="mt-4 text-2xl font-semibold">{mail.subject}</h1>
      <p className="mt-1 text-sm text-muted">
        {t("mailbox.to")}: <bdi>{mail.to}</bdi>
      </p>
      <pre className="mt-6 font-sans text-sm whitespace-pre-wrap" dir="auto" data-testid="mail-text">
        {mail.text.split(URL_PATTERN).map((part, i) =>
          /^https?:\/\//.test(part) ? (
            <a key={i} href={part} className="break-all underline">
              {part}
            </a>
          ) : (
            part
          ),
        )}
      </pre>
      <iframe
        title={mail.subject}
        srcDoc={mail.html}
        sandbox=""
        className="mt-8 h-[32rem] w-full rounded border border-line"
      />
    </article>
  );
}
