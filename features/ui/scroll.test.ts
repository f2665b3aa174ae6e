import { describe, expect, it } from "vitest";
import { shouldScrollToTop } from "./scroll";

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
