import { ShippingAddressLines } from "@/features/address";
import type { TFunction } from "i18next";
import Link from "next/link";
import { CheckIcon } from "@/components/ui/icons";
import type { Order } from "@/lib/commerce/cart-types";
import { LOCALES, type Locale, type RegionCode } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import { formatCalendarDate } from "@/lib/i18n/format";
import { orderSummary } from "../summary";
import { OrderSummary } from "./order-summary";
import { PickupStoreCard } from "@/features/pickup";

/** The thank-you page of a placed order: number, lines, totals, address, payment, delivery date. */
export function OrderConfirmation({ order, locale, t }: { order: Order; locale: Locale; t: TFunction }) {
  const { lang } = LOCALES[locale];
  const region = order.region as RegionCode;
  const summary = orderSummary(order, REGIONS[region].vatPercent);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-teal text-white">
          <CheckIcon className="size-7" />
        </span>
        <h1 className="mt-4 text-3xl font-semibold">{t("checkout.confirmation.title")}</h1>
        <p className="mt-3 text-muted">
          {t("checkout.confirmation.number")}:{" "}
          <strong className="text-ink">
            <bdi dir="ltr">{order.number}</bdi>
          </strong>
        </p>
        <p className="mt-2 text-muted">
          {t("checkout.confirmation.emailSent", { email: `\u2068${order.email}\u2069` })}
        </p>
      </div>

      <div className="mt-10 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="confirmation-summary" className="rounded-lg border border-line p-5 sm:p-6">
          <h2 id="confirmation-summary" className="mb-4 text-lg font-semibold">
            {t("checkout.confirmation.summary")}
          </h2>
          <OrderSummary summary={summary} locale={locale} t={t} />
        </section>
        <dl className="space-y-6 rounded-lg bg-cream p-5 text-sm sm:p-6">
          {order.pickup ? (
            <div>
              <dt className="font-semibold">{t("pickup.collectFrom")}</dt>
              <dd className="mt-1 leading-relaxed">
                <PickupStoreCard pickup={order.pickup} t={t} />
                <p className="mt-2 text-muted">{t("pickup.readyNote")}</p>
              </dd>
            </div>
          ) : (
            <>
              <div>
                <dt className="font-semibold">{t("checkout.confirmation.estimatedDelivery")}</dt>
                <dd className="mt-1">{formatCalendarDate(order.estimated_delivery, locale)}</dd>
              </div>
              <div>
                <dt className="font-semibold">{t("checkout.confirmation.shipTo")}</dt>
                <dd className="mt-1 leading-relaxed">
                  <ShippingAddressLines address={order.shipping_address} region={region} lang={lang} />
                </dd>
              </div>
            </>
          )}
          <div>
            <dt className="font-semibold">{t("checkout.confirmation.payment")}</dt>
            <dd className="mt-1">{t(order.pickup ? "checkout.payment.codCollect" : "checkout.payment.cod")}</dd>
          </div>
        </dl>
      </div>

      <div className="mt-10 text-center">
        <Link
          href={`/${locale}`}
          className="inline-block rounded-md bg-ink px-8 py-3 text-sm font-semibold tracking-wide text-white hover:bg-navy"
        >
          {t("checkout.confirmation.continue")}
        </Link>
      </div>
    </div>
  );
}
