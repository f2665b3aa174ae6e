import { REVIEW_RULES } from "@/lib/commerce/review-types";
import type { ReviewApiCode } from "./review-error-types";

/** What the form holds; rating 0 means no star chosen yet. */
export type ReviewDraft = { rating: number; title: string; text: string };
export type ReviewField = "rating" | "title" | "text";
export type ReviewProblem = { field: ReviewField; key: string; values?: Record<string, number> };

const { ratingMin, ratingMax, titleMax, textMin, textMax } = REVIEW_RULES;

/**
 * The route's rules (features/reviews/schema.ts) checked in the browser first, so the shopper
 * gets a translated toast and the field to fix instead of a 400. `null` when the draft is fine.
 */
export function checkReview(draft: ReviewDraft): ReviewProblem | null {
  if (!Number.isInteger(draft.rating) || draft.rating < ratingMin || draft.rating > ratingMax)
    return { field: "rating", key: "reviews.errors.ratingRequired" };
  if (draft.title.trim().length > titleMax)
    return { field: "title", key: "reviews.errors.titleTooLong", values: { max: titleMax } };
  const text = draft.text.trim().length;
  if (text < textMin) return { field: "text", key: "reviews.errors.textTooShort", values: { min: textMin } };
  if (text > textMax) return { field: "text", key: "reviews.errors.textTooLong", values: { max: textMax } };
  return null;
}

/** The toast key of a refused review. */
export function reviewErrorKey(code: ReviewApiCode): string {
  switch (code) {
    case "alreadyReviewed":
      return "reviews.errors.alreadyReviewed";
    case "notPurchased":
      return "reviews.errors.notPurchased";
    case "signInRequired":
      return "reviews.errors.signInAgain";
    case "otherRegion":
      return "reviews.errors.otherRegion";
    case "badRequest":
      return "reviews.errors.invalid";
    default:
      return "reviews.errors.unavailable";
  }
}
