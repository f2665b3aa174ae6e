import { failure, ok } from "@/lib/http/respond";
import { LOCALES } from "@/lib/i18n/locales";
import { route } from "@/lib/http/route";
import { signedInCustomer } from "@/features/customer/server";
import { createReviewBody, type CreateReviewResponse } from "@/features/reviews/schema";

/**
 * POST /api/reviews/create {region, locale, productId, rating, title?, text}: her review of a
 * product she ordered (403 notPurchased otherwise), once per product (409 alreadyReviewed).
 * The product's review count and rating sum move with it; its cached page catches up on its own.
 */
export const POST = route(createReviewBody, { identity: signedInCustomer }, async (body, { customerId, commerce }) => {
  const { productId, rating, title, text } = body;
  const written = await commerce.createReview(customerId, {
    productId,
    rating,
    title,
    text,
    lang: LOCALES[body.locale].lang,
  });
  if (written.status === "notPurchased")
    return failure(403, "You can review only products you ordered", { code: "notPurchased" });
  if (written.status === "alreadyReviewed")
    return failure(409, "You have already reviewed this product", { code: "alreadyReviewed" });
  return ok<CreateReviewResponse>(written.review, undefined, 201);
});
