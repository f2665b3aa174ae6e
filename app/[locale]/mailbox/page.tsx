import type { Metadata } from "next";
import Link from "next/link";
import { getT } from "@/lib/i18n/server";
import { LOCALES } from "@/lib/i18n/locales";
import { listMail } from "@/features/mailbox/server";
import { requireMailboxReader } from "@/features/mailbox/gate";
import { parseLocaleParam, type LocaleParams } from "../locale-param";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { t } = await getT(await parseLocaleParam(params));
  return { title: t("mailbox.title"), robots: { index: false, follow: false } };
}

/** The local mailbox: the outbox, newest first (development and tests; staff only in production, see mailboxAccess). */
export default async function Mailbox({ params }: LocaleParams) {
  const locale = await parseLocaleParam(params);
  await requireMailboxReader(locale, "mailbox");
  const { t } = await getT(locale);
  const mails = await listMail();
  const date = new Intl.DateTimeFormat(LOCALES[locale].bcp47, { dateStyle: "medium", timeStyle: "short" });
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-semibold">{t("mailbox.title")}</h1>
      <p className="mt-2 text-sm text-muted">{t("mailbox.intro")}</p>
      {mails.length === 0 ? (
        <p className="mt-8">{t("mailbox.empty")}</p>
      ) : (
        <ul className="mt-8 divide-y divide-line border-y border-line">
          {mails.map((mail) => (
            <li key={mail.id}>
              <Link href={`/${locale}/mailbox/${mail.id}`} className="block py-3 hover:bg-cream">
                <span className="block font-medium">{mail.subject}</span>
                <span className="block text-sm text-muted">
                  {t("mailbox.to")}: <bdi>{mail.to}</bdi> · {date.format(mail.createdAt)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
