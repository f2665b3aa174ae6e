"use client";
import { useT } from "@/lib/i18n/client";
import { useId } from "react";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { REVIEW_RULES } from "@/lib/commerce/review-types";

const STAR = "M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z";
const STARS = Array.from({ length: REVIEW_RULES.ratingMax }, (_, i) => i + 1);

export function Star({ filled, className = "size-6" }: { filled: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`${className} ${filled ? "text-gold" : "text-line"}`}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={STAR} />
    </svg>
  );
}

type Props = {
  value: number;
  onChange: (rating: number) => void;
  locale: Locale;
  invalid?: boolean;
  describedBy?: string;
  firstRef?: React.Ref<HTMLInputElement>;
};

/**
 * The rating as a group of five native radio buttons ("1 star" ... "5 stars"): arrow keys move
 * between them and screen readers announce the group, while the eye sees stars.
 */
export function StarRating({ value, onChange, locale, invalid, describedBy, firstRef }: Props) {
  const { t } = useT();
  const name = useId();
  const number = new Intl.NumberFormat(LOCALES[locale].bcp47);
  return (
    <fieldset aria-invalid={invalid || undefined} aria-describedby={describedBy}>
      <legend className="text-sm font-medium">{t("reviews.rating")}</legend>
      <div className="mt-1 flex gap-1">
        {STARS.map((n) => (
          <label key={n} className="cursor-pointer">
            <input
              ref={n === 1 ? firstRef : undefined}
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="peer sr-only"
            />
            <span className="sr-only">{t("reviews.stars", { count: n, n: number.format(n) })}</span>
            <span className="block rounded peer-focus-visible:ring-2 peer-focus-visible:ring-ink">
              <Star filled={n <= value} className="size-7" />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
