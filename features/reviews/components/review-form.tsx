"use client";
import { useT } from "@/lib/i18n/client";
import { useId, useRef, useState } from "react";
import { REVIEW_RULES } from "@/lib/commerce/review-types";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { useToast } from "@/features/shell/client";
import { reviewFailureKey } from "../api";
import { checkReview, type ReviewField } from "../review-rules";
import { useWriteReview } from "../use-reviews";
import { StarRating } from "./star-rating";

type Props = { productId: number; productName: string; locale: Locale; onCancel: () => void };

const fieldClass =
  "mt-1 w-full rounded-md border border-line px-3 py-2 text-sm focus:border-ink focus:outline-none aria-invalid:border-sale";

/** "Write a review" of one waiting product: stars, optional title, text; problems are toasts and a marked field. */
export function ReviewForm({ productId, productName, locale, onCancel }: Props) {
  const { t } = useT();
  const toast = useToast();
  const write = useWriteReview(locale);
  const [draft, setDraft] = useState({ rating: 0, title: "", text: "" });
  const [invalid, setInvalid] = useState<ReviewField | null>(null);
  const id = useId();
  const ratingRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const number = new Intl.NumberFormat(LOCALES[locale].bcp47);
  const { titleMax, textMin, textMax } = REVIEW_RULES;
  const change = (field: ReviewField, value: string | number) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (invalid === field) setInvalid(null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (write.isPending) return;
    const problem = checkReview(draft);
    if (problem) {
      const values = Object.fromEntries(Object.entries(problem.values ?? {}).map(([k, v]) => [k, number.format(v)]));
      toast("error", t(problem.key, values));
      setInvalid(problem.field);
      ({ rating: ratingRef, title: titleRef, text: textRef })[problem.field].current?.focus();
      return;
    }
    try {
      await write.mutateAsync({ productId, draft });
      toast("success", t("reviews.thanks"));
    } catch (error) {
      toast("error", t(reviewFailureKey(error)));
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t("reviews.writeFor", { name: productName })}
      className="mt-3 space-y-4 rounded-md border border-line p-4"
    >
      <StarRating
        value={draft.rating}
        onChange={(n) => change("rating", n)}
        locale={locale}
        invalid={invalid === "rating"}
        firstRef={ratingRef}
      />
      <div>
        <label htmlFor={`${id}-title`} className="text-sm font-medium">
          {t("reviews.titleLabel")}
        </label>
        <input
          id={`${id}-title`}
          ref={titleRef}
          value={draft.title}
          onChange={(e) => change("title", e.target.value)}
          maxLength={titleMax + 20}
          aria-invalid={invalid === "title"}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-text`} className="text-sm font-medium">
          {t("reviews.textLabel")}
        </label>
        <textarea
          id={`${id}-text`}
          ref={textRef}
          value={draft.text}
          onChange={(e) => change("text", e.target.value)}
          rows={4}
          aria-invalid={invalid === "text"}
          aria-describedby={`${id}-hint`}
          className={fieldClass}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {t("reviews.textHint", { min: number.format(textMin), max: number.format(textMax) })}
        </p>
      </div>
      <div className="flex gap-3">
        <button
          type="submit"
          aria-busy={write.isPending}
          className="rounded-md bg-ink px-4 py-2 text-sm font-semibold text-white hover:bg-navy aria-busy:cursor-progress"
        >
          {write.isPending ? t("reviews.submitting") : t("reviews.submit")}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-ink px-4 py-2 text-sm font-semibold"
        >
          {t("reviews.cancel")}
        </button>
      </div>
    </form>
  );
}
