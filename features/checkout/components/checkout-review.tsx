import type { TFunction } from "i18next";
import Link from "next/link";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import type { Summary } from "../summary";
import { OrderSummary } from "./order-summary";

/** Step 5 of the checkout: what is being ordered, with a way back to the bag. */
export function CheckoutReview({
  summary,
  locale,
  t,
  cartHref,
}: {
  summary: Summary;
  locale: Locale;
  t: TFunction;
  cartHref: string;
}) {
  return (
    <div>
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h2 id="checkout-review" className="flex items-center gap-3 text-lg font-semibold">
          <span
            aria-hidden="true"
            className="grid size-7 shrink-0 place-items-center rounded-full bg-ink text-sm text-white"
          >
            5
          </span>
          <span className="sr-only">{t("checkout.stepNumber", { step: 5 })}: </span>
          {t("checkout.steps.review")}
        </h2>
        <Link href={cartHref} className="shrink-0 text-sm font-medium underline underline-offset-4">
          {t("checkout.review.editBag")}
        </Link>
      </div>
      <p className="mb-3 text-sm text-muted">
        {t("checkout.review.items", {
          count: summary.itemCount,
          n: new Intl.NumberFormat(LOCALES[locale].bcp47).format(summary.itemCount),
        })}
      </p>
      <OrderSummary summary={summary} locale={locale} t={t} />
    </div>
  );
}
