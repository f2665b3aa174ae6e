import type { CreateReviewBody, CreateReviewResponse, MyReviewsBody, MyReviewsResponse, PendingReviewsBody, PendingReviewsResponse, ReviewErrorCode } from "./schema";

/** Client fetchers of /api/reviews/*; types only come from the schema, so zod stays on the server. */
export type ReviewApiCode = ReviewErrorCode | "network" | "unknown";

export class ReviewApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ReviewApiCode,
  ) {
    super(message);
    this.name = "ReviewApiError";
  }
}

const FALLBACK: Record<number, ReviewApiCode> = { 400: "badRequest", 401: "signInRequired", 403: "forbidden", 409: "alreadyReviewed" };

async function post<T>(path: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/reviews/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  } catch {
    throw new ReviewApiError("Network Error", 0, "network");
  }
  const json = (await res.json().catch(() => null)) as { hasError: false; response: T } | { hasError: true; error: string; code?: string } | null;
  if (res.ok && json && !json.hasError) return json.response;
  const code = (json?.hasError && json.code) || FALLBACK[res.status] || (res.status >= 500 ? "unavailable" : "unknown");
  throw new ReviewApiError(json?.hasError ? json.error : `Request failed with status code ${res.status}`, res.status, code as ReviewApiCode);
}

export const getPendingReviews = (body: PendingReviewsBody) => post<PendingReviewsResponse>("pending", body);
export const getMyReviews = (body: MyReviewsBody) => post<MyReviewsResponse>("mine", body);
export const createReview = (body: CreateReviewBody) => post<CreateReviewResponse>("create", body);
