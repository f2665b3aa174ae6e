import { ok } from "@/lib/http/respond";
import { LOCALES } from "@/lib/i18n/locales";
import { route } from "@/lib/http/route";
import { signedInCustomer } from "@/features/customer/server";
import { pendingReviewsBody, type PendingReviewsResponse } from "@/features/reviews/schema";

/** POST /api/reviews/pending {region, locale}: products of her orders waiting for a review, newest order first. */
export const POST = route(
  pendingReviewsBody,
  { identity: signedInCustomer },
  async (body, { customerId, commerce }) => {
    const items = await commerce.getPendingReviews(customerId, LOCALES[body.locale].lang);
    return ok<PendingReviewsResponse>({ count: items.length, items });
  },
);
