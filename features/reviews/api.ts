import { apiClient } from "@/lib/http/api-client";
import { reviewErrorKey } from "./review-rules";
import type { ReviewApiCode } from "./review-error-types";
import type {
  CreateReviewBody,
  CreateReviewResponse,
  MyReviewsBody,
  MyReviewsResponse,
  PendingReviewsBody,
  PendingReviewsResponse,
} from "./schema";

/** Client fetchers of /api/reviews/*, on the one `/api` client; types only come from the schema, so zod stays on the server. */

const client = apiClient<ReviewApiCode>({ statusCodes: { 409: "alreadyReviewed" }, messageKey: reviewErrorKey });
export const reviewFailureKey = (error: unknown): string => client.toError(error).messageKey;
const post = <T>(path: string, body: unknown) => client.post<T>(`/reviews/${path}`, body);

export const getPendingReviews = (body: PendingReviewsBody) => post<PendingReviewsResponse>("pending", body);
export const getMyReviews = (body: MyReviewsBody) => post<MyReviewsResponse>("mine", body);
export const createReview = (body: CreateReviewBody) => post<CreateReviewResponse>("create", body);
