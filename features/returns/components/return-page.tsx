import type { TFunction } from "i18next";
import Link from "next/link";
import { ChevronStartIcon } from "@/components/ui/icons";
import { FINAL_RETURN_STATUSES, type ReturnRequest } from "@/lib/commerce/return-types";
import { LOCALES, type Locale, type RegionCode } from "@/lib/i18n/locales";
import { formatMoney } from "@/lib/money";
import { formatCalendarDate, formatShortDate } from "@/lib/i18n/format";
import { ShippingAddressLines } from "@/features/address";
import { accountPath, orderPath } from "@/features/account";
import { CancelReturnButton } from "./cancel-return-button";
import { RefundNotes } from "./refund-notes";
import { ReturnPieces } from "./return-pieces";
import { ReturnStatusBadge } from "./return-status-badge";
import { ReturnTimeline } from "./return-timeline";
import { WithNumber } from "./with-number";

/** `/account/my-returns/{id}`: the timeline, what the current status means, the pieces, collection, refund, and Cancel while requested. */
export function ReturnPage({ request, locale, t }: { request: ReturnRequest; locale: Locale; t: TFunction }) {
  const region = request.region as RegionCode;
  const pieces = request.lines.map((l) => ({ ...l, key: l.order_line_id }));
  const ended = FINAL_RETURN_STATUSES.includes(request.status);
  const refundDue = request.status !== "cancelled" && request.status !== "refused";
  return (
    <section aria-labelledby="return-title">
      <Link
        href={accountPath(locale, "my-returns")}
        className="inline-flex items-center gap-1 text-sm font-medium text-muted hover:text-ink"
      >
        <ChevronStartIcon className="size-4 rtl:rotate-180" />
        {t("returns.detail.back")}
      </Link>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
        <div>
          <h2 id="return-title" className="text-2xl font-semibold">
            <WithNumber text={(number) => t("returns.detail.title", { number })} number={request.number} />
          </h2>
          <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-muted">
            <span>{t("returns.detail.requestedOn", { date: formatShortDate(request.created_time, locale) })}</span>
            <span aria-hidden="true" className="text-line">
              |
            </span>
            <Link href={orderPath(locale, request.order_id)} className="underline underline-offset-4 hover:text-ink">
              <WithNumber text={(number) => t("returns.detail.forOrder", { number })} number={request.order_number} />
            </Link>
          </p>
        </div>
        <ReturnStatusBadge status={request.status} t={t} />
      </div>

      {request.under_review && !ended && (
        <p className="mt-6 rounded-lg border border-gold/40 bg-gold/10 p-4 text-sm">
          {t("returns.detail.underReview")}
        </p>
      )}

      <div className="mt-6 grid gap-8 xl:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="space-y-8">
          <div>
            <h3 className="mb-4 text-lg font-semibold">{t("returns.detail.timeline")}</h3>
            <div className="grid gap-6 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
              <ReturnTimeline status={request.status} events={request.events} locale={locale} t={t} />
              <div aria-live="polite" className="self-start rounded-lg bg-cream p-4 text-sm">
                <p className="font-semibold">{t(`returns.statuses.${request.status}`)}</p>
                <p className="mt-1 text-muted">{t(`returns.statusHelp.${request.status}`)}</p>
              </div>
            </div>
          </div>
          <div>
            <h3 className="mb-4 text-lg font-semibold">{t("returns.detail.pieces")}</h3>
            <ReturnPieces pieces={pieces} currency={request.currency} locale={locale} t={t} />
          </div>
          <div>
            <h3 className="mb-2 text-lg font-semibold">{t("returns.detail.reason")}</h3>
            <p className="text-sm">{t(`returns.reasons.${request.reason}`)}</p>
            {request.comment && (
              <p dir="auto" className="mt-1 text-sm whitespace-pre-line text-muted">
                {request.comment}
              </p>
            )}
          </div>
        </div>

        <div className="space-y-6">
          <dl className="space-y-5 rounded-lg bg-cream p-5 text-sm">
            <div>
              <dt className="font-semibold">{t("returns.detail.address")}</dt>
              <dd className="mt-1 leading-relaxed">
                <ShippingAddressLines
                  address={request.collection_address}
                  region={region}
                  lang={LOCALES[locale].lang}
                />
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t("returns.detail.date")}</dt>
              <dd className="mt-1">
                <time dateTime={request.collection_date}>{formatCalendarDate(request.collection_date, locale)}</time>
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t("returns.detail.estimate")}</dt>
              <dd className="mt-1 text-base font-semibold">
                {formatMoney({ value: request.refund_estimate, currencyCode: request.currency }, locale)}
              </dd>
            </div>
            {refundDue && (
              <div>
                <dt className="font-semibold">{t("returns.detail.refund")}</dt>
                <dd className="mt-1">
                  <RefundNotes paymentMethod={request.payment_method} t={t} />
                </dd>
              </div>
            )}
          </dl>
          {request.status === "requested" && (
            <CancelReturnButton returnId={request.id} number={request.number} locale={locale} />
          )}
        </div>
      </div>
    </section>
  );
}
