import { getContent } from "@/lib/content/provider";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { getT } from "@/lib/i18n/server";
import { returnWindowDays } from "@/lib/policy";

/** Help-centre questions and answers for the shopper's country. */
export async function HelpCentre({ locale }: { locale: Locale }) {
  const { lang, region } = LOCALES[locale];
  const [{ t }, entries] = await Promise.all([getT(locale), getContent(lang).then((c) => c.getHelpCentre(region))]);
  const fill = (text: string) => text.replaceAll("{{returnWindowDays}}", String(returnWindowDays()));
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
                <span aria-hidden className="text-2xl leading-none transition-transform group-open:rotate-45">+</span>
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
    </div>
  );
}
