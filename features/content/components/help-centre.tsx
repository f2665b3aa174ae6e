import { SoftLink } from "@/components/ui/soft-link";
import { getContent } from "@/lib/content/provider";
import { accountPath } from "@/features/account";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { getT } from "@/lib/i18n/server";
import { returnWindowDays } from "@/lib/policy";

/**
 * Help-centre questions and answers for the shopper's country (the content provider's entries:
 * sa pages add the gold coins and bars policy), as a native disclosure accordion: each question
 * is a <summary> button, keyboard and screen-reader operable without script. The return window
 * in the text is the country's configured one, the same number the return rules enforce.
 */
export async function HelpCentre({ locale }: { locale: Locale }) {
  const { lang, region } = LOCALES[locale];
  const [{ t }, entries] = await Promise.all([getT(locale), getContent(lang).then((c) => c.getHelpCentre(region))]);
  const fill = (text: string) => text.replaceAll("{{returnWindowDays}}", String(returnWindowDays(region)));
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold">{t("help.title")}</h1>
      <p className="mt-2 text-muted">{t("help.intro")}</p>
      <div className="mt-8 divide-y divide-line border-y border-line">
        {entries.map((entry) => (
          <details key={entry.id} className="group py-4" id={entry.id}>
            <summary className="cursor-pointer list-none text-lg font-medium marker:hidden">
              <span className="flex items-center justify-between gap-4">
                {entry.question}
                <span aria-hidden className="text-2xl leading-none transition-transform group-open:rotate-45">
                  +
                </span>
              </span>
            </summary>
            <div className="mt-3 space-y-3 text-muted">
              {entry.answer.map((paragraph, i) => (
                <p key={i}>{fill(paragraph)}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
      <aside className="mt-10 rounded-lg bg-cream p-6" aria-labelledby="help-orders-title">
        <h2 id="help-orders-title" className="text-lg font-semibold">
          {t("help.ordersTitle")}
        </h2>
        <p className="mt-1 text-muted">{t("help.ordersText")}</p>
        <SoftLink
          href={accountPath(locale, "my-orders")}
          className="mt-4 inline-flex h-11 items-center rounded-md bg-ink px-5 text-sm font-semibold text-white hover:bg-navy"
        >
          {t("help.ordersLink")}
        </SoftLink>
      </aside>
    </div>
  );
}
