import type { TFunction } from "i18next";
import Link from "next/link";
import type { Order } from "@/lib/commerce/cart-types";
import type { Locale } from "@/lib/i18n/locales";
import { formatMoney } from "@/lib/money";
import { formatCount, formatShortDate } from "@/lib/i18n/format";
import { orderPath } from "../sections";
import { OrderStatusBadge } from "./order-status";

/** Orders as cards: number, date, status, total and pieces, each opening its details. */
export function OrdersList({ orders, locale, t }: { orders: Order[]; locale: Locale; t: TFunction }) {
  return (
    <ul className="space-y-4">
      {orders.map((order) => {
        const pieces = order.lines.reduce((n, l) => n + l.quantity, 0);
        return (
          <li key={order.id} className="rounded-lg border border-line p-4 sm:p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">
                <span className="sr-only">{t("account.orders.number")}: </span>
                <bdi dir="ltr">{order.number}</bdi>
              </p>
              <OrderStatusBadge status={order.status} pickup={order.pickup} t={t} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-muted">{t("account.orders.date")}</dt>
                <dd>
                  <time dateTime={order.created_time}>{formatShortDate(order.created_time, locale)}</time>
                </dd>
              </div>
              <div>
                <dt className="text-muted">{t("account.orders.itemsLabel")}</dt>
                <dd>{t("account.orders.items", { count: pieces, n: formatCount(pieces, locale) })}</dd>
              </div>
              <div>
                <dt className="text-muted">{t("account.orders.total")}</dt>
                <dd className="font-semibold">
                  {formatMoney({ value: order.grand_total, currencyCode: order.currency.code }, locale)}
                </dd>
              </div>
            </dl>
            <Link
              href={orderPath(locale, order.id)}
              aria-label={t("account.orders.viewLabel", { number: order.number })}
              className="mt-4 inline-block text-sm font-semibold underline underline-offset-4 hover:text-navy"
            >
              {t("account.orders.view")}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** No orders yet: say so and point to the shop. */
export function NoOrders({ locale, t }: { locale: Locale; t: TFunction }) {
  return (
    <div className="rounded-lg bg-cream p-6 text-center">
      <p className="text-muted">{t("account.orders.empty")}</p>
      <Link
        href={`/${locale}`}
        className="mt-4 inline-block rounded-md bg-ink px-6 py-3 text-sm font-semibold tracking-wide text-white hover:bg-navy"
      >
        {t("account.orders.startShopping")}
      </Link>
    </div>
  );
}
