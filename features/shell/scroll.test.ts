import { describe, expect, it } from "vitest";
import { scrollsToTopAfter, shouldScrollToTop } from "./scroll";

describe("scroll to top on route change", () => {
  it("scrolls for ordinary addresses", () => {
    expect(shouldScrollToTop("/en-sa/waves")).toBe(true);
    expect(shouldScrollToTop("/ar-eg/p/ring-sku-lr18w-000001")).toBe(true);
  });
  it("keeps the position when the address contains 'page'", () => {
    expect(shouldScrollToTop("/en-sa/rings?page=2")).toBe(false);
    expect(shouldScrollToTop("/en-sa/product-listing-page/rings")).toBe(false);
  });
});

describe("which renders are route changes", () => {
  it("leaves the first render's position to the browser", () => {
    expect(scrollsToTopAfter(null, "/en-sa/waves")).toBe(false);
  });
  it("ignores the same address shown again", () => {
    expect(scrollsToTopAfter("/en-sa/waves", "/en-sa/waves")).toBe(false);
  });
  it("scrolls when the address changes, except to an address containing 'page'", () => {
    expect(scrollsToTopAfter("/en-sa/waves", "/en-sa/cart")).toBe(true);
    expect(scrollsToTopAfter("/en-sa/cart", "/en-sa/product-listing-page/rings?page=2")).toBe(false);
  });
});
