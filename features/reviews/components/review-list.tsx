"use client";
import Link from "next/link";
import { useT } from "@/lib/i18n/client";
import { useId } from "react";
import { REVIEW_RULES, REVIEW_SORTS, type Review, type ReviewSort } from "@/lib/commerce/review-types";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { ReviewPicture } from "./pending-reviews";
import { Star } from "./star-rating";

const STARS = Array.from({ length: REVIEW_RULES.ratingMax }, (_, i) => i + 1);

export function SortSelect({ value, onChange }: { value: ReviewSort; onChange: (sort: ReviewSort) => void }) {
  const { t } = useT();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted">
        {t("reviews.sortLabel")}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as ReviewSort)}
        className="rounded-md border border-line bg-white px-2 py-1.5 text-sm"
      >
        {REVIEW_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`reviews.sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Her reviews: product, stars (read out as "4 out of 5 stars"), title, text, date, featured badge. */
export function ReviewList({ reviews, locale }: { reviews: Review[]; locale: Locale }) {
  const { t } = useT();
  const number = new Intl.NumberFormat(LOCALES[locale].bcp47);
  const date = new Intl.DateTimeFormat(LOCALES[locale].bcp47, { dateStyle: "medium" });
  return (
    <ul className="divide-y divide-line">
      {reviews.map((review) => (
        <li key={review.entityId} className="flex gap-3 py-4">
          <ReviewPicture product={review.product} size={64} />
          <article className="min-w-0 flex-1 space-y-1">
            <Link
              href={`/${locale}/p/${review.product.path}`}
              className="line-clamp-1 text-sm font-medium hover:underline"
            >
              {review.product.name}
            </Link>
            <p className="flex items-center gap-2">
              <span className="sr-only">
                {t("reviews.ratingOf", {
                  rating: number.format(review.rating),
                  max: number.format(REVIEW_RULES.ratingMax),
                })}
              </span>
              <span className="flex" aria-hidden="true">
                {STARS.map((n) => (
                  <Star key={n} filled={n <= review.rating} className="size-4" />
                ))}
              </span>
              {review.featured && (
                <span className="rounded bg-cream px-2 py-0.5 text-[11px] font-semibold text-gold-dark">
                  {t("reviews.featured")}
                </span>
              )}
            </p>
            {review.title && <h3 className="text-sm font-semibold">{review.title}</h3>}
            <p className="text-sm whitespace-pre-line">{review.text}</p>
            <p className="text-xs text-muted">
              {t("reviews.writtenOn", { date: date.format(new Date(review.createdAt)) })}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
