"use client";
import { SoftLink } from "@/components/ui/soft-link";
import { useParams } from "next/navigation";
import { useT } from "@/lib/i18n/client";
import { lazy, Suspense, useEffect, useState } from "react";
import type { ErrorPromo } from "@/lib/content/types";
import { reportError } from "@/features/monitoring/report-error";
import { BRAND_HOMES, SUB_BRANDS, type BrandHome } from "@/lib/i18n/brands";
import { DEFAULT_LOCALE, LOCALES, parseLocale } from "@/lib/i18n/locales";

// Error boundaries load with every page: the brand cards (pictures, links) load when one shows.
const PromoCards = lazy(() =>
  import("@/features/content/components/promo-cards").then((m) => ({ default: m.PromoCards })),
);

/**
 * The 500 view: shown when a page fails to render or its store is unavailable. Its brand cards
 * (as on the 404: a way back into each brand) are fetched once it shows; until then, or if that fails too,
 * plain links to the brand homes stand in.
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { t } = useT();
  const params = useParams<{ locale: string }>();
  const locale = parseLocale(params.locale) ?? DEFAULT_LOCALE;
  const lang = LOCALES[locale].lang;
  const [promos, setPromos] = useState<ErrorPromo[] | null>(null);
  useEffect(() => {
    reportError(error);
  }, [error]);
  useEffect(() => {
    // The fetcher loads when the page fails, not with every page (error boundaries load at start-up).
    import("@/features/content/api")
      .then(({ fetchErrorPromos }) => fetchErrorPromos(locale))
      .then(setPromos, () => setPromos(null));
  }, [locale]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-16 text-center">
      <h1 className="text-sm font-semibold tracking-[0.3em] text-gold-dark uppercase">{t("errors.serverTitle")}</h1>
      <p className="mt-4 text-3xl font-semibold">{t("errors.serverText")}</p>
      <p className="mt-3 text-lg text-muted">{t("errors.backOnTrack")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={reset} className="rounded-md border border-ink px-8 py-3 text-sm font-semibold">
          {t("errors.retry")}
        </button>
        <SoftLink href={`/${locale}`} className="rounded-md bg-ink px-8 py-3 text-sm font-semibold text-white">
          {t("errors.shopAll")}
        </SoftLink>
      </div>
      {promos ? (
        <Suspense>
          <PromoCards promos={promos} />
        </Suspense>
      ) : (
        <ul className="mt-10 flex flex-wrap justify-center gap-6 text-sm font-semibold">
          {(Object.keys(BRAND_HOMES) as BrandHome[]).map((brand) => (
            <li key={brand}>
              <SoftLink
                href={`/${locale}${BRAND_HOMES[brand] ? `/${BRAND_HOMES[brand]}` : ""}`}
                className="underline underline-offset-4"
              >
                {SUB_BRANDS[brand].name[lang]}
              </SoftLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
