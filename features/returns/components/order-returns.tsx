import type { TFunction } from "i18next";
import Link from "next/link";
import type { Order } from "@/lib/commerce/cart-types";
import type { ReturnableOrder, ReturnRequest } from "@/lib/commerce/return-types";
import type { Locale, RegionCode } from "@/lib/i18n/locales";
import { formatCalendarDate, formatCount } from "@/lib/i18n/format";
import { countryDate } from "@/lib/commerce/return-rules";
import { returnFlowPath, returnPagePath } from "@/features/account";
import { blockedReasons, canReturnAny } from "../selection";
import { ReturnStatusBadge } from "./return-status-badge";

type Props = {
  order: Order;
  returnable: ReturnableOrder | null;
  returns: ReturnRequest[];
  locale: Locale;
  t: TFunction;
};

/**
 * The order page's returns box (ADR 0014): when it was delivered and the last day to return,
 * Return order while something can go back (or why nothing can), and the order's returns.
 */
export function OrderReturns({ order, returnable, returns, locale, t }: Props) {
  const delivered = order.status === "delivered" && returnable?.delivered_time ? returnable : null;
  if (!delivered && returns.length === 0) return null;
  const days = formatCount(returnable?.window_days ?? 0, locale);
  return (
    <div className="rounded-lg border border-line p-5 text-sm">
      <h3 className="text-base font-semibold">{t("account.orders.returns.title")}</h3>
      {delivered && (
        <>
          <dl className="mt-3 space-y-2">
            <div>
              <dt className="text-muted">{t("account.orders.returns.deliveredOn")}</dt>
              <dd>
                <time dateTime={delivered.delivered_time!}>
                  {formatCalendarDate(
                    countryDate(new Date(delivered.delivered_time!), order.region as RegionCode),
                    locale,
                  )}
                </time>
              </dd>
            </div>
            {delivered.last_day && (
              <div>
                <dt className="text-muted">{t("account.orders.returns.lastDay")}</dt>
                <dd>
                  <time dateTime={delivered.last_day}>{formatCalendarDate(delivered.last_day, locale)}</time>
                </dd>
              </div>
            )}
          </dl>
          {canReturnAny(delivered) ? (
            <div className="mt-4">
              <Link
                href={returnFlowPath(locale, order.id)}
                data-testid="return-order-link"
                className="flex h-12 w-full items-center justify-center rounded-md border border-ink px-6 text-sm font-semibold tracking-wide hover:bg-cream"
              >
                {t("account.orders.returns.returnOrder")}
              </Link>
              <p className="mt-2 text-center text-xs text-muted">{t("account.orders.returns.hint", { days })}</p>
            </div>
          ) : (
            <div className="mt-4 space-y-1 text-muted">
              <p className="font-medium text-ink">{t("account.orders.returns.nothing")}</p>
              {blockedReasons(delivered).map((code) => (
                <p key={code}>{t(`returns.why.${code}`, { days })}</p>
              ))}
            </div>
          )}
        </>
      )}
      {returns.length > 0 && (
        <ul className="mt-4 divide-y divide-line border-t border-line">
          {returns.map((request) => (
            <li key={request.id} className="flex flex-wrap items-center justify-between gap-2 py-3 last:pb-0">
              <Link
                href={returnPagePath(locale, request.id)}
                aria-label={t("returns.list.viewLabel", { number: request.number })}
                className="font-semibold underline underline-offset-4 hover:text-navy"
              >
                <bdi dir="ltr">{request.number}</bdi>
              </Link>
              <ReturnStatusBadge status={request.status} t={t} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
