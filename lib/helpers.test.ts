import { describe, expect, it } from "vitest";
import { formatPhone, isValidPhone, normalizePhone, stripLeadingZero } from "./phone";
import { exTaxOf, formatMoney, savingPercent, vatOf } from "./money";
import { clamp, parsePriceSegment, priceBounds, priceSegment } from "./price-range";
import { productPath, skuFromPath } from "./commerce/product-path";

describe("phone helpers", () => {
  it("strips exactly one leading zero", () => {
    expect(stripLeadingZero("0501234567")).toBe("501234567");
    expect(stripLeadingZero("00501")).toBe("0501");
    expect(stripLeadingZero("501")).toBe("501");
  });
  it("limits to 9 digits in sa and ae and 10 in eg", () => {
    expect(normalizePhone("050 123 4567 89", "sa")).toBe("501234567");
    expect(normalizePhone("0501234567", "ae")).toHaveLength(9);
    expect(normalizePhone("01012345678", "eg")).toBe("1012345678");
    expect(isValidPhone("0501234567", "sa")).toBe(true);
    expect(isValidPhone("50123456", "sa")).toBe(false);
    expect(isValidPhone("01012345678", "eg")).toBe(true);
    expect(formatPhone("0501234567", "sa")).toBe("+966 501234567");
    expect(formatPhone("01012345678", "eg")).toBe("+20 1012345678");
  });
});

describe("money", () => {
  it("formats with the region's currency and the language's digits", () => {
    expect(formatMoney({ value: 1250, currencyCode: "SAR" }, "en-sa")).toMatch(/SAR\s?1,250/);
    expect(formatMoney({ value: 1250, currencyCode: "EGP" }, "en-eg")).toMatch(/EGP\s?1,250/);
    const arabic = formatMoney({ value: 1250, currencyCode: "AED" }, "ar-ae");
    expect(arabic).toContain("د.إ");
  });
  it("splits tax-inclusive prices by the region's VAT", () => {
    expect(vatOf(115, "en-sa")).toBe(15);
    expect(exTaxOf(115, "en-sa")).toBe(100);
    expect(vatOf(105, "ar-ae")).toBe(5);
    expect(vatOf(114, "en-eg")).toBe(14);
  });
  it("computes whole-percent savings", () => {
    expect(savingPercent(1000, 750)).toBe(25);
    expect(savingPercent(1000, 1000)).toBe(0);
  });
});

describe("price ranges", () => {
  it("reads the three segment forms", () => {
    expect(parsePriceSegment("under-500")).toEqual({ min: 0, max: 500 });
    expect(parsePriceSegment("1000-2000")).toEqual({ min: 1000, max: 2000 });
    expect(parsePriceSegment("50000-above")).toEqual({ min: 50000, max: null });
    expect(parsePriceSegment("2000-1000")).toBeNull();
    expect(parsePriceSegment("rings")).toBeNull();
  });
  it("writes them back", () => {
    for (const s of ["under-500", "1000-2000", "50000-above"]) expect(priceSegment(parsePriceSegment(s)!)).toBe(s);
  });
  it("clamps and falls back to 10..9999999", () => {
    expect(clamp(5, 10, 20)).toBe(10);
    expect(clamp(25, 10, 20)).toBe(20);
    expect(priceBounds(null)).toEqual({ min: 10, max: 9_999_999 });
    expect(priceBounds({ min: 50000, max: null })).toEqual({ min: 50000, max: 9_999_999 });
  });
});

describe("product paths", () => {
  it("round-trips the SKU through /p/{slug}-sku-{sku}", () => {
    const path = productPath("solitaire-diamond-ring", "LR18W-000123");
    expect(path).toBe("solitaire-diamond-ring-sku-lr18w-000123");
    expect(skuFromPath(path)).toBe("LR18W-000123");
    expect(skuFromPath("no-sku-here-")).toBeNull();
  });
});
