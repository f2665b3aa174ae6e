import type { TFunction } from "i18next";
import { LOCALES, type Locale } from "@/lib/i18n/locales";

const STAR = "M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z";

function Stars({ className }: { className: string }) {
  return (
    <span className={`flex ${className}`}>
      {[0, 1, 2, 3, 4].map((i) => (
        <svg
          key={i}
          viewBox="0 0 24 24"
          className="size-4 shrink-0"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
        >
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}

/** Average stars and the number of reviews; read out as "4.3 out of 5, 27 reviews". */
export function ReviewSummary({
  summary,
  locale,
  t,
}: {
  summary: { summationOfRatings: number; numberOfReviews: number };
  locale: Locale;
  t: TFunction;
}) {
  const count = summary.numberOfReviews;
  if (count === 0) return <p className="text-xs text-muted">{t("product.noReviews")}</p>;
  const average = Math.round((summary.summationOfRatings / count) * 10) / 10;
  const number = new Intl.NumberFormat(LOCALES[locale].bcp47, { maximumFractionDigits: 1 });
  const reviews = t("product.reviewCount", { count, n: number.format(count) });
  const text = t("product.ratingSummary", { rating: number.format(average), reviews });
  return (
    <p className="flex items-center gap-2 text-xs text-muted">
      <span className="sr-only">{text}</span>
      {/* The gold stars are clipped to the average; the line is drawn from the inline start. */}
      <span className="relative inline-block" aria-hidden="true">
        <Stars className="text-line" />
        <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${(average / 5) * 100}%` }}>
          <Stars className="text-gold" />
        </span>
      </span>
      <span aria-hidden="true">
        {number.format(average)} ({number.format(count)})
      </span>
    </p>
  );
}
