import { describe, expect, it } from "vitest";
import { listingRewritePath } from "./listing-rewrite";

/** The internal path the proxy rewrites an address to (proxy.ts), or null. */
const rewrite = (address: string) => {
  const url = new URL(address, "http://shop.test");
  return listingRewritePath(url.pathname, url.searchParams);
};

describe("a listing's query state as its cached page's path", () => {
  it("moves filters, sort, page and search term, under English or Arabic names, into the path", () => {
    expect(
      rewrite(
        `/ar-sa/product-listing-page/gold?${encodeURIComponent("العيار")}=21k&sort=price-asc&page=2&utm_source=mail&_rsc=1a2b`,
      ),
    ).toBe("/ar-sa/product-listing-page/gold/_q/karat%3D21k%26sort%3Dprice-asc%26page%3D2");
    expect(rewrite(`/en-ae/uae?q=ring&${encodeURIComponent("الترتيب")}=price-desc`)).toBe(
      "/en-ae/uae/_q/q%3Dring%26sort%3Dprice-desc",
    );
    expect(listingRewritePath("/en-sa/product-listing-page", new URLSearchParams("karat=18k"))).toBe(
      "/en-sa/product-listing-page/_q/karat%3D18k",
    );
  });

  it("leaves everything else to Next: no state, not a listing, an upper-case locale, an internal path", () => {
    for (const address of [
      "/en-sa/product-listing-page/rings",
      "/en-sa/product-listing-page/rings?utm_source=mail&_rsc=abc",
      "/en-sa/p/ring-sku-1?karat=18k",
      "/en-sa?karat=18k",
      "/EN-SA/product-listing-page/rings?karat=18k",
      "/xx-yy/product-listing-page/rings?karat=18k",
      "/en-sa/product-listing-page/rings/_q/karat%3D18k?karat=18k",
      "/_next/image?url=%2Fmedia%2Fx.png&w=256&q=75",
      "/en-sa/product-listing-page/rings?page=abc&sort=nonsense",
    ])
      expect(rewrite(address), address).toBeNull();
  });

  it("reads malformed queries without throwing", () => {
    for (const query of ["q=%", "q=%E0%A4%A", "karat=%FF%FE", "%=x&q=a%2", "q=" + "%F0%9F%92%8D".repeat(200)])
      expect(() => rewrite(`/ar-sa/product-listing-page/gold?${query}`), query).not.toThrow();
  });
});
