import { ok } from "@/lib/http/respond";
import { LOCALES } from "@/lib/i18n/locales";
import { route } from "@/lib/http/route";
import { signedInCustomer } from "@/features/customer/server";
import { myReviewsBody, type MyReviewsResponse } from "@/features/reviews/schema";

/** POST /api/reviews/mine {region, locale, sort}: her reviews, sorted recent | feature | highest | lowest. */
export const POST = route(myReviewsBody, { identity: signedInCustomer }, async (body, { customerId, commerce }) =>
  ok<MyReviewsResponse>(await commerce.listCustomerReviews(customerId, body.sort, LOCALES[body.locale].lang)),
);
