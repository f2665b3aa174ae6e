import type { TFunction } from "i18next";
import Link from "next/link";
import type { ReturnRequest } from "@/lib/commerce/return-types";
import type { Locale } from "@/lib/i18n/locales";
import { formatMoney } from "@/lib/money";
import { formatCount, formatShortDate } from "@/lib/i18n/format";
import { returnPagePath } from "@/features/account";
import { ReturnStatusBadge } from "./return-status-badge";

/** A calm word when an unusual return pattern flagged her account: people look first, nothing is lost. */
export function ReturnsUnderReview({ t }: { t: TFunction }) {
  return <p className="mb-6 rounded-lg border border-gold/40 bg-gold/10 p-4 text-sm">{t("returns.list.flagged")}</p>;
}

/** My Returns: each return as a card with number, date, status, pieces, reason and refund estimate, opening its page. */
export function ReturnsList({ requests, locale, t }: { requests: ReturnRequest[]; locale: Locale; t: TFunction }) {
  return (
    <ul className="space-y-4">
      {requests.map((request) => {
        const count = request.lines.reduce((n, l) => n + l.quantity, 0);
        return (
          <li key={request.id} data-testid="return-card" className="rounded-lg border border-line p-4 sm:p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">
                <span className="sr-only">{t("returns.list.number")}: </span>
                <bdi dir="ltr">{request.number}</bdi>
              </p>
              <ReturnStatusBadge status={request.status} t={t} />
            </div>
            <ul className="mt-2 text-sm">
              {request.lines.map((line) => (
                <li key={line.order_line_id} className="truncate">
                  {line.name}
                  {line.quantity > 1 && <span className="text-muted"> × {formatCount(line.quantity, locale)}</span>}
                </li>
              ))}
            </ul>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-muted">{t("returns.list.date")}</dt>
                <dd>
                  <time dateTime={request.created_time}>{formatShortDate(request.created_time, locale)}</time>
                </dd>
              </div>
              <div>
                <dt className="text-muted">{t("returns.list.pieces")}</dt>
                <dd>{t("account.orders.items", { count, n: formatCount(count, locale) })}</dd>
              </div>
              <div>
                <dt className="text-muted">{t("returns.list.reason")}</dt>
                <dd>{t(`returns.reasons.${request.reason}`)}</dd>
              </div>
              <div>
                <dt className="text-muted">{t("returns.list.estimate")}</dt>
                <dd className="font-semibold">
                  {formatMoney({ value: request.refund_estimate, currencyCode: request.currency }, locale)}
                </dd>
              </div>
            </dl>
            <Link
              href={returnPagePath(locale, request.id)}
              aria-label={t("returns.list.viewLabel", { number: request.number })}
              className="mt-4 inline-block text-sm font-semibold underline underline-offset-4 hover:text-navy"
            >
              {t("returns.list.view")}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
