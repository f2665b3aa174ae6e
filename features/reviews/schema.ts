import { z } from "zod";
import { idField, idNumber, localeField, regionField } from "@/lib/http/fields";
import { LOCALES } from "@/lib/i18n/locales";
import { REVIEW_RULES, REVIEW_SORTS, type PendingReview, type Review } from "@/lib/commerce/review-types";

/**
 * Contracts of /api/reviews/* (my-reviews), shared by the route handlers and the client fetchers
 * (types only). The customer comes from the session; a body naming anyone else is 403. `locale`
 * is the language of product names and of the review, and must be of the body's country.
 */
const { ratingMin, ratingMax, titleMax, textMin, textMax } = REVIEW_RULES;
const customerId = idField("a customer id").optional();
const sameCountry = (body: { region: string; locale: keyof typeof LOCALES }) =>
  LOCALES[body.locale].region === body.region;
const localeOfRegion = { error: "must be a locale of the region", path: ["locale"] };

export const pendingReviewsBody = z
  .object({ region: regionField, locale: localeField, customerId })
  .refine(sameCountry, localeOfRegion);

export const myReviewsBody = z
  .object({
    region: regionField,
    locale: localeField,
    customerId,
    sort: z.enum(REVIEW_SORTS, { error: `must be one of ${REVIEW_SORTS.join(", ")}` }).default("recent"),
  })
  .refine(sameCountry, localeOfRegion);

export const createReviewBody = z
  .object({
    region: regionField,
    locale: localeField,
    customerId,
    productId: idNumber("a product id"),
    rating: z
      .number({ error: "must be a whole number of stars" })
      .int({ error: "must be a whole number of stars" })
      .min(ratingMin, { error: `must be ${ratingMin} to ${ratingMax}` })
      .max(ratingMax, { error: `must be ${ratingMin} to ${ratingMax}` }),
    title: z
      .string({ error: "must be text" })
      .trim()
      .max(titleMax, { error: `must be at most ${titleMax} characters` })
      .default(""),
    text: z
      .string({ error: "must be text" })
      .trim()
      .min(textMin, { error: `must be at least ${textMin} characters` })
      .max(textMax, { error: `must be at most ${textMax} characters` }),
  })
  .refine(sameCountry, localeOfRegion);

export type PendingReviewsBody = z.input<typeof pendingReviewsBody>;
export type MyReviewsBody = z.input<typeof myReviewsBody>;
export type CreateReviewBody = z.input<typeof createReviewBody>;

export type PendingReviewsResponse = { count: number; items: PendingReview[] };
export type MyReviewsResponse = Review[];
export type CreateReviewResponse = Review;
export type ReviewErrorCode =
  "signInRequired" | "forbidden" | "otherRegion" | "alreadyReviewed" | "notPurchased" | "badRequest" | "unavailable";
