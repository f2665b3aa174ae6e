import { ContentImage } from "@/components/ui/content-image";
import { SoftLink } from "@/components/ui/soft-link";
import { getContent } from "@/lib/content/provider";
import { resolveContentUrl } from "@/lib/content/links";
import { SUB_BRANDS } from "@/lib/i18n/brands";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { getT } from "@/lib/i18n/server";
import { LocaleSelects } from "../locale-picker/locale-selects";
import { FooterColumn } from "./footer-column";
import { SignUpLink } from "./sign-up-link";

/** The footer every page shares, filled from the content provider. */
export async function Footer({ locale }: { locale: Locale }) {
  const { lang, region } = LOCALES[locale];
  const [{ t }, content] = await Promise.all([getT(locale), getContent(lang).then((c) => c.getFooter(region))]);
  const link = (url: string) => resolveContentUrl(url, locale);

  return (
    <footer className="render-when-visible mt-16 bg-navy text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="flex flex-col gap-6 border-b border-white/15 pb-10 md:flex-row md:items-end md:justify-between">
          <div>
            <h2 className="text-2xl font-semibold tracking-wide">{content.title}</h2>
            <p className="mt-2 max-w-xl text-white/75">{content.subtitle}</p>
          </div>
          <SignUpLink locale={locale} text={content.signUpText} accountText={t("footer.myAccount")} />
        </div>

        <div className="grid gap-x-8 border-b border-white/15 py-8 md:grid-cols-4 md:gap-y-8">
          {content.navigation.map((column) => (
            <FooterColumn
              key={column.title}
              title={column.title}
              items={column.items.map((i) => ({ ...i, url: link(i.url) }))}
            />
          ))}
        </div>

        <div className="border-b border-white/15 py-8">
          <h2 className="text-sm font-semibold tracking-widest uppercase">{content.extendedNavigation.title}</h2>
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/75">
            {content.extendedNavigation.items.map((item) => (
              <li key={item.url + item.text}>
                <SoftLink href={link(item.url)} className="hover:text-white">
                  {item.text}
                </SoftLink>
              </li>
            ))}
          </ul>
        </div>

        <div className="grid gap-8 py-8 md:grid-cols-3 md:items-start">
          <div>
            <h2 className="text-sm font-semibold tracking-widest uppercase">{content.socialSectionTitle}</h2>
            <ul className="mt-4 flex gap-3">
              {content.socialLinks.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={s.name}
                    className="flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                  >
                    {/* Sized by the stylesheet too: its box is 20 x 20 before, during and after the load (a
                        rare 0.00005 layout shift was seen on this icon while the home scrolled). */}
                    <ContentImage src={s.image} alt="" width={20} height={20} unoptimized className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="text-sm font-semibold tracking-widest uppercase">{t("footer.payments")}</h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {content.paymentIcons.map((p) => (
                <li key={p.name} className="rounded bg-white px-1.5 py-1">
                  {/* The logos are drawn 48 x 32 (their viewBox): the box has their shape before they load. */}
                  <ContentImage src={p.image} alt={p.name} width={48} height={32} unoptimized className="h-6 w-auto" />
                </li>
              ))}
            </ul>
          </div>
          <LocaleSelects locale={locale} />
        </div>

        <p className="border-t border-white/15 pt-6 text-center text-xs text-white/60">
          {t("footer.copyright", { year: new Date().getFullYear(), brand: SUB_BRANDS.main.name[lang] })}
        </p>
      </div>
    </footer>
  );
}
