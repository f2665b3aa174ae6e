import { ErrorPromos } from "./error-promos";
import { getT } from "@/lib/i18n/server";
import type { Locale } from "@/lib/i18n/locales";
import { SoftLink } from "@/components/ui/soft-link";

/** The 404 view: the message, a way back to the shop, and the brand promo cards. */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const { t } = await getT(locale);
  return (
    <div className="mx-auto max-w-6xl px-4 py-14 text-center sm:px-6">
      <h1 className="text-sm font-semibold tracking-[0.3em] text-gold-dark uppercase">{t("errors.notFoundTitle")}</h1>
      <p className="mt-4 text-3xl font-semibold">{t("errors.notFoundText")}</p>
      <p className="mt-3 text-lg text-muted">{t("errors.backOnTrack")}</p>
      <SoftLink
        href={`/${locale}`}
        className="mt-8 inline-block rounded-md bg-ink px-8 py-3 text-sm font-semibold tracking-wide text-white hover:bg-navy"
      >
        {t("errors.shopAll")}
      </SoftLink>
      <ErrorPromos locale={locale} />
    </div>
  );
}
