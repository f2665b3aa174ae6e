import { describe, expect, it } from "vitest";
import { LOCALES, LOCALE_CODES, parseLocale, splitLocalePath, switchLocalePath } from "./locales";
import { REGIONS } from "./regions";
import { BRAND_TABS, SUB_BRANDS, THIRD_BRAND, brandOfPath } from "./brands";
import { filterLocaleOptions, localeOptions } from "./locale-options";

describe("locale registry", () => {
  it("has the six locales with direction and currency", () => {
    expect(LOCALE_CODES.sort()).toEqual(["ar-ae", "ar-eg", "ar-sa", "en-ae", "en-eg", "en-sa"]);
    expect(LOCALES["ar-eg"]).toMatchObject({ lang: "ar", region: "eg", dir: "rtl", currency: "EGP" });
    expect(LOCALES["en-ae"]).toMatchObject({ dir: "ltr", currency: "AED" });
  });

  it("parses locale segments and keeps the rest of the path", () => {
    expect(parseLocale("EN-SA")).toBe("en-sa");
    expect(parseLocale("fr-fr")).toBeNull();
    expect(splitLocalePath("/ar-ae/miss-l/cart")).toEqual({ locale: "ar-ae", rest: "/miss-l/cart" });
    expect(splitLocalePath("/en-sa")).toEqual({ locale: "en-sa", rest: "/" });
    expect(splitLocalePath("/rings")).toEqual({ locale: null, rest: "/rings" });
  });

  it("switches locale on the same page", () => {
    expect(switchLocalePath("/en-sa/waves", "ar-ae")).toBe("/ar-ae/waves");
    expect(switchLocalePath("/en-sa", "ar-eg")).toBe("/ar-eg");
  });
});

describe("region registry", () => {
  it("holds the spec's per-country facts", () => {
    expect(REGIONS.sa).toMatchObject({
      currency: "SAR",
      phoneCode: "+966",
      phoneLength: 9,
      label: "ksa",
      listingPageId: "product-listing-page",
      vatPercent: 15,
      storeLocator: true,
    });
    expect(REGIONS.ae).toMatchObject({
      currency: "AED",
      phoneCode: "+971",
      phoneLength: 9,
      label: "uae",
      listingPageId: "uae",
      vatPercent: 5,
      storeLocator: false,
    });
    expect(REGIONS.eg).toMatchObject({
      currency: "EGP",
      phoneCode: "+20",
      phoneLength: 10,
      label: "egy",
      listingPageId: "egy",
      vatPercent: 14,
      storeLocator: true,
    });
  });
});

describe("brand registry", () => {
  it("names every sub-brand in both languages and keeps the third brand in sa", () => {
    for (const b of Object.values(SUB_BRANDS)) expect(b.name.en && b.name.ar).toBeTruthy();
    expect(BRAND_TABS.missl.home).toBe("/miss-l");
    expect(BRAND_TABS.main.searchBrands).toHaveLength(4);
    expect(THIRD_BRAND.regions).toEqual(["sa"]);
    expect(brandOfPath("/miss-l/cart")).toBe("missl");
    expect(brandOfPath("/waves")).toBe("main");
  });
});

describe("locale picker options", () => {
  it("lists the three countries in both languages, Egypt, UAE, KSA", () => {
    const options = localeOptions();
    expect(options.map((o) => o.locale)).toEqual(["en-eg", "ar-eg", "en-ae", "ar-ae", "en-sa", "ar-sa"]);
  });
  it("filters case-insensitively and can find nothing", () => {
    expect(filterLocaleOptions(localeOptions(), "EGYPT").map((o) => o.locale)).toEqual(["en-eg"]);
    expect(filterLocaleOptions(localeOptions(), "مصر").map((o) => o.locale)).toEqual(["ar-eg"]);
    expect(filterLocaleOptions(localeOptions(), "france")).toEqual([]);
  });
  it("offers only the Saudi locales in the Saudi picker", () => {
    expect(localeOptions(THIRD_BRAND.regions).map((o) => o.locale)).toEqual(["en-sa", "ar-sa"]);
  });
});
