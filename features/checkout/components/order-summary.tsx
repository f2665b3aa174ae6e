import { formatLineOptions } from "@/features/cart";
import type { TFunction } from "i18next";
import Link from "next/link";
import { StaticImage } from "@/components/ui/static-image";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { formatMoney } from "@/lib/money";
import type { Summary } from "../summary";

/**
 * Lines and totals with VAT, for the checkout's review and the confirmation page. Hook-free
 * and rendered by the server (`t` from getT), so its markup never has to hydrate.
 */
export function OrderSummary({ summary, locale, t }: { summary: Summary; locale: Locale; t: TFunction }) {
  const money = (value: number) => formatMoney({ value, currencyCode: summary.currency }, locale);
  const number = new Intl.NumberFormat(LOCALES[locale].bcp47);
  const rows: [string, string][] = [
    ...(summary.promo
      ? [[t("checkout.review.promo", { code: summary.promo.code }), money(-summary.promo.amount)] as [string, string]]
      : []),
    [t("checkout.review.subtotalExTax"), money(summary.exTax)],
    [t("checkout.review.vat", { rate: number.format(summary.vatPercent) }), money(summary.tax)],
    [t("checkout.review.shipping"), summary.shipping > 0 ? money(summary.shipping) : t("checkout.delivery.free")],
  ];
  return (
    <div>
      <ul className="divide-y divide-line">
        {summary.lines.map((line) => (
          <li key={line.key} className="flex gap-3 py-3 first:pt-0">
            <div className="size-16 shrink-0 overflow-hidden rounded-md border border-line bg-white">
              {line.imageUrl && (
                <StaticImage src={line.imageUrl} alt="" width={64} height={64} className="size-full object-cover" />
              )}
            </div>
            <div className="min-w-0 flex-1 text-sm">
              <Link href={`/${locale}/p/${line.path}`} className="line-clamp-2 font-medium hover:underline">
                {line.name}
              </Link>
              {line.options.length > 0 && (
                <p className="mt-0.5 text-muted">{formatLineOptions(line.options, locale, t)}</p>
              )}
              <p className="mt-0.5 text-muted">{t("checkout.review.quantity", { n: number.format(line.quantity) })}</p>
            </div>
            <div className="shrink-0 text-end text-sm">
              <p className="font-semibold">{money(line.total)}</p>
              {line.originalPrice !== null && (
                <p className="text-xs text-muted">
                  <span className="sr-only">
                    {t("checkout.review.was", { price: money(line.originalPrice * line.quantity) })}
                  </span>
                  <s aria-hidden="true">{money(line.originalPrice * line.quantity)}</s>
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-line pt-4 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold">
          <dt>{t("checkout.review.total")}</dt>
          <dd>{money(summary.total)}</dd>
        </div>
      </dl>
      <p className="mt-1 text-end text-xs text-muted">{t("checkout.review.totalNote")}</p>
    </div>
  );
}
