import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isUnknownAddress, PAGE_NOT_FOUND_SEGMENT, PAGE_SEGMENTS } from "./page-addresses";

describe("page addresses", () => {
  it("lists every page folder of app/[locale] (a new page must be added, or the proxy would answer it 404)", () => {
    const folders = readdirSync(path.join(process.cwd(), "app/[locale]"), { withFileTypes: true })
      .filter(
        (d) =>
          d.isDirectory() && !d.name.startsWith("_") && !d.name.startsWith("[") && d.name !== PAGE_NOT_FOUND_SEGMENT,
      )
      .map((d) => d.name)
      .sort();
    expect([...PAGE_SEGMENTS].sort()).toEqual(folders);
  });

  it("knows the homes, pages and the country's own listing", () => {
    for (const rest of [
      "/",
      "/waves",
      "/miss-l",
      "/miss-l/cart",
      "/cart",
      "/p/ring-sku-lr18w-000001",
      "/account/my-orders",
      "/product-listing-page/rings/under-500",
      "/help-centre",
      "/store-locations",
    ]) {
      expect(isUnknownAddress("ar-sa", rest), rest).toBe(false);
    }
    expect(isUnknownAddress("en-eg", "/egy/rings")).toBe(false);
    expect(isUnknownAddress("en-ae", "/uae")).toBe(false);
  });

  it("knows an address that names no page: an unknown first segment, another country's listing, a store locator where there is none", () => {
    expect(isUnknownAddress("en-sa", "/this-page-does-not-exist-42")).toBe(true);
    expect(isUnknownAddress("ar-eg", "/nope/deeper/still")).toBe(true);
    expect(isUnknownAddress("en-sa", "/uae/rings")).toBe(true);
    expect(isUnknownAddress("ar-ae", "/product-listing-page")).toBe(true);
    expect(isUnknownAddress("en-ae", "/store-locations")).toBe(true);
    expect(isUnknownAddress("ar-ae", "/miss-l/store-locations")).toBe(true);
    expect(isUnknownAddress("en-sa", `/${PAGE_NOT_FOUND_SEGMENT}`)).toBe(true);
  });
});
