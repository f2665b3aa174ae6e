import { describe, expect, it } from "vitest";
import { checkReview, reviewErrorKey } from "./review-rules";
import { createReviewBody } from "./schema";

const ok = { rating: 4, title: "", text: "Lovely and well made." };

describe("review form rules", () => {
  it("asks for a whole rating of 1 to 5 first", () => {
    for (const rating of [0, 6, 2.5]) expect(checkReview({ ...ok, rating })?.key).toBe("reviews.errors.ratingRequired");
    expect(checkReview(ok)).toBeNull();
  });

  it("checks title and text lengths after trimming, as the route does", () => {
    expect(checkReview({ ...ok, title: "t".repeat(121) })).toMatchObject({ field: "title", values: { max: 120 } });
    expect(checkReview({ ...ok, title: ` ${"t".repeat(120)} ` })).toBeNull();
    expect(checkReview({ ...ok, text: "   short    " })).toMatchObject({
      field: "text",
      key: "reviews.errors.textTooShort",
      values: { min: 10 },
    });
    expect(checkReview({ ...ok, text: "x".repeat(2001) })).toMatchObject({
      field: "text",
      key: "reviews.errors.textTooLong",
    });
  });

  it("agrees with the route's schema on the edges", () => {
    const body = (draft: object) => ({ region: "sa", locale: "en-sa", productId: 1, ...ok, ...draft });
    for (const draft of [
      { text: "x".repeat(10) },
      { text: "x".repeat(9) },
      { text: "x".repeat(2000) },
      { text: "x".repeat(2001) },
      { title: "t".repeat(121) },
      { rating: 5 },
      { rating: 0 },
    ]) {
      expect(createReviewBody.safeParse(body(draft)).success, JSON.stringify(draft).slice(0, 40)).toBe(
        checkReview({ ...ok, ...draft }) === null,
      );
    }
  });

  it("maps each refusal to its own message", () => {
    expect(reviewErrorKey("alreadyReviewed")).toBe("reviews.errors.alreadyReviewed");
    expect(reviewErrorKey("notPurchased")).toBe("reviews.errors.notPurchased");
    expect(reviewErrorKey("signInRequired")).toBe("reviews.errors.signInAgain");
    expect(reviewErrorKey("network")).toBe("reviews.errors.unavailable");
  });
});
