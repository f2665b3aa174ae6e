import { afterEach, describe, expect, it, vi } from "vitest";
import { UpstreamError } from "@/lib/http/upstream";

// The store as the check sees it: "ring-sku-1" is the one product, under that name.
const checkProductAddress = vi.fn(async (_locale: string, segment: string) => {
  if (segment.includes("-sku-down-")) throw new UpstreamError("bigcommerce:sa:graphql", "status", "answered 503");
  if (!/-sku-1$/i.test(segment)) return "missing" as const;
  return segment === "ring-sku-1" ? ("canonical" as const) : { redirect: "ring-sku-1" };
});
vi.mock("./canonical-product", () => ({ checkProductAddress }));
const { goesStraightToProductPage, productPagePath } = await import("./product-address");

afterEach(() => vi.restoreAllMocks());

describe("a product page's address", () => {
  it("is read from `/{locale}/p/{segment}` under a lower-case locale, its segment decoded", () => {
    expect(productPagePath("/ar-eg/p/ring-sku-1")).toEqual({ locale: "ar-eg", segment: "ring-sku-1" });
    expect(productPagePath("/en-sa/p/%D8%AE%D8%A7%D8%AA%D9%85-sku-1")).toEqual({
      locale: "en-sa",
      segment: "خاتم-sku-1",
    });
    expect(productPagePath("/en-sa/p/bad%E0%A4-sku-1")?.segment).toBe("bad%E0%A4-sku-1");
    for (const path of ["/EN-SA/p/ring-sku-1", "/fr-fr/p/ring-sku-1", "/en-sa/p/ring-sku-1/x", "/en-sa/p/", "/en-sa"])
      expect(productPagePath(path), path).toBeNull();
  });

  it("goes straight to the page when it is canonical, or when the store cannot say", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await goesStraightToProductPage("/en-sa/p/ring-sku-1?utm_source=mail")).toBe(true);
    expect(await goesStraightToProductPage("/en-sa/p/ring-sku-down-1")).toBe(true);
  });

  it("is left to the proxy's redirect or 404 otherwise, and only product pages are checked", async () => {
    expect(await goesStraightToProductPage("/en-sa/p/RING-SKU-1")).toBe(false);
    expect(await goesStraightToProductPage("/en-sa/p/gone-sku-2")).toBe(false);
    checkProductAddress.mockClear();
    expect(await goesStraightToProductPage("/en-sa/waves")).toBe(false);
    expect(await goesStraightToProductPage("/EN-SA/p/ring-sku-1")).toBe(false);
    expect(checkProductAddress).not.toHaveBeenCalled();
  });
});
