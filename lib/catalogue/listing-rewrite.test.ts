import { describe, expect, it } from "vitest";
import { listingDocumentUrl, listingRewritePath } from "./listing-rewrite";

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
      // Another country's listing id is a 404 (lib/i18n/page-addresses.ts), never a cached page.
      "/en-ae/product-listing-page/rings?karat=18k",
      "/ar-eg/uae?karat=18k",
    ])
      expect(rewrite(address), address).toBeNull();
  });

  it("reads malformed queries without throwing", () => {
    for (const query of ["q=%", "q=%E0%A4%A", "karat=%FF%FE", "%=x&q=a%2", "q=" + "%F0%9F%92%8D".repeat(200)])
      expect(() => rewrite(`/ar-sa/product-listing-page/gold?${query}`), query).not.toThrow();
  });
});

describe("a listing's page load, as the production server hands it to Next", () => {
  it("is the proxy's internal path, with the parameters that carry no state kept", () => {
    const asked = `/ar-sa/product-listing-page/gold?${encodeURIComponent("العيار")}=21k&sort=price-asc&utm_source=mail&promo=GOLD10`;
    expect(listingDocumentUrl(asked)).toBe(
      "/ar-sa/product-listing-page/gold/_q/karat%3D21k%26sort%3Dprice-asc?utm_source=mail&promo=GOLD10",
    );
    expect(listingDocumentUrl(asked)?.split("?")[0]).toBe(rewrite(asked));
    // One page for every spelling and order of the same state.
    expect(listingDocumentUrl("/en-eg/egy/rings?karat=18k&colour=white")).toBe(
      "/en-eg/egy/rings/_q/color%3Dwhite%26karat%3D18k",
    );
    expect(listingDocumentUrl("/en-eg/egy/rings?color=white&karat=18k")).toBe(
      "/en-eg/egy/rings/_q/color%3Dwhite%26karat%3D18k",
    );
  });

  it("is null wherever the proxy does not rewrite", () => {
    for (const address of [
      "/en-sa/product-listing-page/rings",
      "/en-sa/product-listing-page/rings?utm_source=mail",
      "/en-ae/product-listing-page/rings?karat=18k",
      "/en-sa/product-listing-page/rings/_q/karat%3D18k?karat=18k",
      "/en-sa/p/ring-sku-1?karat=18k",
    ])
      expect(listingDocumentUrl(address), address).toBeNull();
  });
});
