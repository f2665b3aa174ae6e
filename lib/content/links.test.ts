import { describe, expect, it } from "vitest";
import { resolveContentUrl } from "./links";

describe("resolveContentUrl", () => {
  it("prefixes the locale and fills the country's listing page id", () => {
    expect(resolveContentUrl("/{listing}/rings", "en-sa")).toBe("/en-sa/product-listing-page/rings");
    expect(resolveContentUrl("/{listing}/rings", "ar-ae")).toBe("/ar-ae/uae/rings");
    expect(resolveContentUrl("/{listing}/rings", "en-eg")).toBe("/en-eg/egy/rings");
    expect(resolveContentUrl("/", "ar-eg")).toBe("/ar-eg");
    expect(resolveContentUrl("/miss-l", "ar-sa")).toBe("/ar-sa/miss-l");
  });

  it("leaves external links alone", () => {
    expect(resolveContentUrl("https://instagram.com/x", "en-sa")).toBe("https://instagram.com/x");
  });
});
