"use client";
import { useT } from "@/lib/i18n/client";
import { useState } from "react";
import type { ReviewSort } from "@/lib/commerce/review-types";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { useMyReviews } from "../use-reviews";
import { PendingReviews } from "./pending-reviews";
import { ReviewList, SortSelect } from "./review-list";

function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useT();
  return (
    <div role="alert" className="text-sm">
      <p>{t("reviews.loadError")}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-2 rounded-md border border-ink px-3 py-1.5 text-xs font-semibold"
      >
        {t("reviews.retry")}
      </button>
    </div>
  );
}

/**
 * The account area's my-reviews: the 'win your order back' prompt with the number of products
 * waiting, those products with a review form each, then her reviews with the spec's sort options.
 */
export function MyReviews({ locale }: { locale: Locale }) {
  const { t } = useT();
  const [sort, setSort] = useState<ReviewSort>("recent");
  const { signedIn, pending, mine } = useMyReviews(locale, sort);
  const number = new Intl.NumberFormat(LOCALES[locale].bcp47);
  if (!signedIn) return <p className="text-sm text-muted">{t("reviews.signInFirst")}</p>;
  const waiting = pending.data?.count ?? 0;

  return (
    <div className="space-y-10">
      <section aria-labelledby="reviews-waiting">
        <div className="rounded-md bg-cream p-4">
          <h2 id="reviews-waiting" className="font-semibold">
            {t("reviews.promoTitle")}
          </h2>
          {pending.data && (
            <p className="mt-1 text-sm" role="status">
              {waiting > 0 ? t("reviews.promo", { count: waiting, n: number.format(waiting) }) : t("reviews.promoNone")}
            </p>
          )}
        </div>
        <div className="mt-4">
          {pending.isPending ? (
            <p className="text-sm text-muted">{t("reviews.loading")}</p>
          ) : pending.isError ? (
            <Failed onRetry={() => void pending.refetch()} />
          ) : (
            <PendingReviews items={pending.data.items} locale={locale} />
          )}
        </div>
      </section>

      <section aria-labelledby="reviews-mine">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="reviews-mine" className="font-semibold">
            {t("reviews.mineTitle")}
          </h2>
          <SortSelect value={sort} onChange={setSort} />
        </div>
        <div className="mt-2">
          {mine.isPending ? (
            <p className="text-sm text-muted">{t("reviews.loading")}</p>
          ) : mine.isError ? (
            <Failed onRetry={() => void mine.refetch()} />
          ) : mine.data.length === 0 ? (
            <p className="py-4 text-sm text-muted">{t("reviews.none")}</p>
          ) : (
            <ReviewList reviews={mine.data} locale={locale} />
          )}
        </div>
      </section>
    </div>
  );
}
