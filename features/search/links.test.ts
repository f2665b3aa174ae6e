import { describe, expect, it } from "vitest";
import { productHref, resultsHref } from "./links";

describe("search links", () => {
  it("opens the country's listing page with the term", () => {
    expect(resultsHref("en-sa", " gold ring ")).toBe("/en-sa/product-listing-page?q=gold+ring");
    expect(resultsHref("ar-eg", "خاتم")).toBe(`/ar-eg/egy?q=${encodeURIComponent("خاتم")}`);
    expect(resultsHref("en-ae", "pearl")).toBe("/en-ae/uae?q=pearl");
  });

  it("keeps Miss L' searches within Miss L'", () => {
    expect(resultsHref("en-sa", "charm", "missl")).toBe("/en-sa/product-listing-page?q=charm&brand=missl");
  });

  it("links a product page", () => {
    expect(productHref("ar-sa", "noor-ring-sku-r1")).toBe("/ar-sa/p/noor-ring-sku-r1");
  });
});
