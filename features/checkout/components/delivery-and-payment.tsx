"use client";
import { useT } from "@/lib/i18n/client";
import type { FulfilmentMethod } from "@/lib/commerce/pickup-types";
import { CheckoutSection } from "./checkout-section";

/** Steps 3 and 4: the delivery estimate (or the collection note) and cash on delivery (or on collection), the one payment method (shown chosen). */
export function DeliveryAndPayment({
  stepLabel,
  deliveryDate,
  totalText,
  method = "delivery",
}: {
  stepLabel: (n: number) => string;
  deliveryDate: string;
  totalText: string;
  method?: FulfilmentMethod;
}) {
  const { t } = useT();
  return (
    <>
      <CheckoutSection step={3} stepLabel={stepLabel(3)} title={t("checkout.steps.delivery")} id="checkout-delivery">
        <div className="flex items-start justify-between gap-4 rounded-md border border-line p-4">
          {method === "pickup" ? (
            <div>
              <p className="font-medium">{t("pickup.collectInStore")}</p>
              <p className="mt-1 text-sm text-muted">{t("pickup.readyNote")}</p>
            </div>
          ) : (
            <div>
              <p className="font-medium">{t("checkout.delivery.standard")}</p>
              <p className="mt-1 text-sm text-muted">
                {t("checkout.delivery.estimate")}:{" "}
                <span className="font-medium text-ink">{t("checkout.delivery.arrivesBy", { date: deliveryDate })}</span>
              </p>
            </div>
          )}
          <span className="shrink-0 text-sm font-semibold text-teal">{t("checkout.delivery.free")}</span>
        </div>
      </CheckoutSection>
      <CheckoutSection step={4} stepLabel={stepLabel(4)} title={t("checkout.steps.payment")} id="checkout-payment">
        <div role="radiogroup" aria-label={t("checkout.payment.method")} className="space-y-2">
          <label className="flex cursor-pointer items-start gap-3 rounded-md border border-ink p-4">
            <input type="radio" name="payment_method" value="cod" defaultChecked className="mt-1 size-4 accent-ink" />
            <span>
              <span className="block font-medium">
                {t(method === "pickup" ? "checkout.payment.codCollect" : "checkout.payment.cod")}
              </span>
              <span className="mt-1 block text-sm text-muted">
                {t(method === "pickup" ? "checkout.payment.codCollectNote" : "checkout.payment.codNote", {
                  amount: totalText,
                })}
              </span>
            </span>
          </label>
          <p className="text-xs text-muted">
            {t(method === "pickup" ? "checkout.payment.onlyMethodCollect" : "checkout.payment.onlyMethod")}
          </p>
        </div>
      </CheckoutSection>
    </>
  );
}
