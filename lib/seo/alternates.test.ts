import { describe, expect, it } from "vitest";
import { alternates, languageLinks, localeAlternates, STORE_LOCATOR_LOCALES } from "./alternates";

describe("alternates (hreflang builder)", () => {
  it("gives the canonical of the current locale and all six locales plus x-default", () => {
    const a = alternates("/p/halo-ring-sku-lr21y-000100", "ar-eg");
    expect(a.canonical).toBe("/ar-eg/p/halo-ring-sku-lr21y-000100");
    expect(a.languages).toEqual({
      "en-SA": "/en-sa/p/halo-ring-sku-lr21y-000100",
      "ar-SA": "/ar-sa/p/halo-ring-sku-lr21y-000100",
      "en-EG": "/en-eg/p/halo-ring-sku-lr21y-000100",
      "ar-EG": "/ar-eg/p/halo-ring-sku-lr21y-000100",
      "en-AE": "/en-ae/p/halo-ring-sku-lr21y-000100",
      "ar-AE": "/ar-ae/p/halo-ring-sku-lr21y-000100",
      "x-default": "/en-sa/p/halo-ring-sku-lr21y-000100",
    });
  });

  it("treats a locale home as the bare locale path", () => {
    expect(alternates("", "en-ae")).toMatchObject({
      canonical: "/en-ae",
      languages: { "ar-AE": "/ar-ae", "x-default": "/en-sa" },
    });
    expect(alternates("/", "en-ae").canonical).toBe("/en-ae");
  });

  it("lists only the locales a page exists in, always including the current one", () => {
    const a = alternates("/p/x-sku-ar21y-000001", "ar-sa", ["en-sa"]);
    expect(Object.keys(a.languages ?? {}).sort()).toEqual(["ar-SA", "en-SA", "x-default"]);
    const eg = alternates("/egy/rings", "ar-eg", ["en-eg"]);
    expect(eg.languages).toEqual({
      "en-EG": "/en-eg/egy/rings",
      "ar-EG": "/ar-eg/egy/rings",
      "x-default": "/en-eg/egy/rings",
    });
  });

  it("takes each locale's own address where they differ (a listing under each country's id)", () => {
    const a = localeAlternates(
      { "en-sa": "/en-sa/product-listing-page/rings", "en-eg": "/en-eg/egy/rings", "ar-eg": "/ar-eg/egy/rings" },
      "ar-sa",
      "/ar-sa/product-listing-page/rings",
    );
    expect(a.canonical).toBe("/ar-sa/product-listing-page/rings");
    expect(a.languages).toEqual({
      "en-SA": "/en-sa/product-listing-page/rings",
      "ar-SA": "/ar-sa/product-listing-page/rings",
      "en-EG": "/en-eg/egy/rings",
      "ar-EG": "/ar-eg/egy/rings",
      "x-default": "/en-sa/product-listing-page/rings",
    });
  });

  it("names x-default after the default locale only when it has the page", () => {
    expect(languageLinks({ "ar-ae": "/ar-ae/x", "en-ae": "/en-ae/x" })["x-default"]).toBe("/en-ae/x");
    expect(languageLinks({})).toEqual({});
  });

  it("knows the store locator's locales: not the UAE's", () => {
    expect([...STORE_LOCATOR_LOCALES].sort()).toEqual(["ar-eg", "ar-sa", "en-eg", "en-sa"]);
  });
});
