import { ShippingAddressLines } from "@/features/address";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import Link from "next/link";
import { ChevronStartIcon } from "@/components/ui/icons";
import type { Order } from "@/lib/commerce/cart-types";
import { LOCALES, type Locale, type RegionCode } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import { formatCalendarDate, formatShortDate } from "@/lib/i18n/format";
import { orderSummary } from "@/features/checkout";
import { OrderSummary } from "@/features/checkout/server";
import { accountPath } from "../sections";
import { OrderStatusBadge } from "./order-status";
import { PickupStoreCard } from "@/features/pickup";

/** The cart page link that rebuilds an order's lines (`?order_id=&key=`, ADR 0012). */
export const orderAgainPath = (locale: Locale, order: Order) =>
  `/${locale}/cart?${new URLSearchParams({ order_id: String(order.id), key: order.access_key })}`;

type Props = {
  order: Order;
  /** The order's returns box (returns' OrderReturns, brought by the account route): the account does not import returns. */
  returnsBox?: ReactNode;
  /** The order's timeline (tracking's TrackingView, brought by the account route, as the returns box is). */
  trackingBox?: ReactNode;
  locale: Locale;
  t: TFunction;
};

/** One order of the customer's: status, lines, totals with VAT, address, payment, returns, order again. */
export function OrderDetails({ order, returnsBox, trackingBox, locale, t }: Props) {
  const region = order.region as RegionCode;
  return (
    <section aria-labelledby="order-title">
      <Link
        href={accountPath(locale, "my-orders")}
        className="inline-flex items-center gap-1 text-sm font-medium text-muted hover:text-ink"
      >
        <ChevronStartIcon className="size-4 rtl:rotate-180" />
        {t("account.orders.back")}
      </Link>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
        <div>
          <h2 id="order-title" className="text-2xl font-semibold">
            {t("account.orders.detailsTitle", { number: `\u2066${order.number}\u2069` })}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {t("account.orders.placedOn", { date: formatShortDate(order.created_time, locale) })}
          </p>
        </div>
        <OrderStatusBadge status={order.status} pickup={order.pickup} t={t} />
      </div>

      <div className="mt-6 grid gap-8 xl:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          {trackingBox && <div className="mb-8 rounded-lg border border-line p-5">{trackingBox}</div>}
          <h3 className="mb-4 text-lg font-semibold">{t("account.orders.items")}</h3>
          <OrderSummary summary={orderSummary(order, REGIONS[region].vatPercent)} locale={locale} t={t} />
        </div>
        <div className="space-y-6">
          <dl className="space-y-5 rounded-lg bg-cream p-5 text-sm">
            <div>
              <dt className="font-semibold">{t(order.pickup ? "pickup.collectFrom" : "account.orders.shipTo")}</dt>
              <dd className="mt-1 leading-relaxed">
                {order.pickup ? (
                  <PickupStoreCard pickup={order.pickup} t={t} />
                ) : (
                  <ShippingAddressLines address={order.shipping_address} region={region} lang={LOCALES[locale].lang} />
                )}
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t("account.orders.payment")}</dt>
              <dd className="mt-1">{t(order.pickup ? "checkout.payment.codCollect" : "checkout.payment.cod")}</dd>
            </div>
            {!order.pickup && order.status !== "cancelled" && order.status !== "delivered" && (
              <div>
                <dt className="font-semibold">{t("account.orders.estimatedDelivery")}</dt>
                <dd className="mt-1">{formatCalendarDate(order.estimated_delivery, locale)}</dd>
              </div>
            )}
          </dl>
          {returnsBox}
          <div>
            <Link
              href={orderAgainPath(locale, order)}
              className="flex h-12 w-full items-center justify-center rounded-md bg-ink px-6 text-sm font-semibold tracking-wide text-white hover:bg-navy"
            >
              {t("account.orders.orderAgain")}
            </Link>
            <p className="mt-2 text-center text-xs text-muted">{t("account.orders.orderAgainHint")}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
