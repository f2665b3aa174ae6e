"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { getQueryClient } from "@/lib/query/query-client";
import type { ReviewSort } from "@/lib/commerce/review-types";
import { retryUnlessRefused as retry } from "@/lib/http/api-error";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { useCustomer } from "@/features/customer/client";
import { createReview, getMyReviews, getPendingReviews } from "./api";
import type { ReviewDraft } from "./review-rules";

/** Keys per customer, so one shopper's reviews never show for the next on a shared browser. */
const keys = {
  all: (customerId: number) => ["reviews", customerId] as const,
  pending: (customerId: number, locale: Locale) => ["reviews", customerId, "pending", locale] as const,
  mine: (customerId: number, locale: Locale, sort: ReviewSort) =>
    ["reviews", customerId, "mine", locale, sort] as const,
};

/** The signed-in customer's products waiting for a review and her reviews in the chosen order. */
export function useMyReviews(locale: Locale, sort: ReviewSort) {
  const { customer } = useCustomer();
  const customerId = customer?.entityId ?? 0;
  const region = LOCALES[locale].region;
  const pending = useQuery(
    {
      queryKey: keys.pending(customerId, locale),
      queryFn: () => getPendingReviews({ region, locale }),
      enabled: customerId > 0,
      retry,
    },
    getQueryClient(),
  );
  const mine = useQuery(
    {
      queryKey: keys.mine(customerId, locale, sort),
      queryFn: () => getMyReviews({ region, locale, sort }),
      enabled: customerId > 0,
      retry,
    },
    getQueryClient(),
  );
  return { signedIn: customerId > 0, pending, mine };
}

/** Writes a review; both lists are read again afterwards (the product leaves the waiting list). */
export function useWriteReview(locale: Locale) {
  const { customer } = useCustomer();
  const queryClient = getQueryClient();
  return useMutation(
    {
      mutationFn: ({ productId, draft }: { productId: number; draft: ReviewDraft }) =>
        createReview({
          region: LOCALES[locale].region,
          locale,
          productId,
          rating: draft.rating,
          title: draft.title.trim(),
          text: draft.text.trim(),
        }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all(customer?.entityId ?? 0) }),
    },
    getQueryClient(),
  );
}
