import type { Metadata } from "next";
import { getT } from "@/lib/i18n/server";
import { LOCALES } from "@/lib/i18n/locales";
import { getCommerce } from "@/lib/commerce/provider";
import { RouteTranslations } from "@/components/i18n/route-translations";
import { TrackOrderForm } from "@/features/tracking/components/track-order-form";
import { trackByLink } from "@/features/tracking/server";
import { parseLocaleParam, type LocaleParams } from "../locale-param";

// A shopper's own order when the link is signed: rendered per request, never cached, never indexed.
export const dynamic = "force-dynamic";

type Props = LocaleParams & {
  searchParams: Promise<{ order?: string | string[]; exp?: string | string[]; key?: string | string[] }>;
};

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { t } = await getT(await parseLocaleParam(params));
  return { title: t("track.title"), robots: { index: false, follow: true } };
}

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/**
 * Order tracking for everyone (`/{locale}/track-order`): the order number and the e-mail or phone
 * it was placed with show its timeline; the e-mails' signed link (`?order=&exp=&key=`) opens it with
 * no form. A link that does not open (expired, altered) shows the form, saying so.
 */
export default async function TrackOrderPage({ params, searchParams }: Props) {
  const locale = await parseLocaleParam(params);
  const query = await searchParams;
  const { t } = await getT(locale);
  const linked = query.key !== undefined;
  const tracking = linked
    ? await trackByLink(
        await getCommerce(LOCALES[locale].region),
        { order: one(query.order), exp: one(query.exp), key: one(query.key) },
        LOCALES[locale].lang,
      )
    : null;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-semibold">{t("track.title")}</h1>
      {!tracking && <p className="mt-2 text-muted">{t(linked ? "track.linkFailed" : "track.intro")}</p>}
      <div className="mt-8">
        <RouteTranslations locale={locale} route="track">
          <TrackOrderForm locale={locale} initial={tracking} />
        </RouteTranslations>
      </div>
    </div>
  );
}
