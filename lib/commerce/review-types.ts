import type { Lang } from "@/lib/i18n/locales";

/** Reviews a customer writes in the account area (`/account/my-reviews`). */
export const REVIEW_SORTS = ["recent", "feature", "highest", "lowest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Limits of a review, shared by the route's schema and the browser's form checks. */
export const REVIEW_RULES = { ratingMin: 1, ratingMax: 5, titleMax: 120, textMin: 10, textMax: 2000 } as const;

/** A product as the review screens show it: from the order line (pending) or the catalogue (written). */
export type ReviewProduct = { entityId: number; name: string; path: string; imageUrl: string | null };

/** A product the customer ordered and has not reviewed yet, from her newest order holding it. */
export type PendingReview = { product: ReviewProduct; orderId: number; orderedAt: string };

export type Review = {
  entityId: number;
  product: ReviewProduct;
  orderId: number | null;
  rating: number;
  title: string;
  text: string;
  featured: boolean;
  status: string;
  createdAt: string;
};

export type NewReview = { productId: number; rating: number; title: string; text: string; lang: Lang };

/** Writing a review: done, or refused (one per customer and product; only for products she ordered). */
export type ReviewWrite = { status: "ok"; review: Review } | { status: "alreadyReviewed" } | { status: "notPurchased" };
