import { describe, expect, it } from "vitest";
import { nextAllowsRemoteImage } from "@/server/next-private.mjs";
import { imageAtWidth } from "../image-width";

/** next/image may fetch a hosted store's product pictures from BigCommerce's CDN, and nothing else remote. */
const { default: config } = await import("@/next.config");
const patterns = config("phase-production-build").images?.remotePatterns ?? [];
const allowed = (url: string) => nextAllowsRemoteImage(patterns, new URL(url));

describe("remote product images", () => {
  const picture =
    "https://cdn11.bigcommerce.com/s-lumsa7k2q/images/stencil/1280w/products/101/1001/solitaire-diamond-ring__front.jpg?c=1";

  it("allows a store's pictures on the CDN at every width", () => {
    for (const width of [320, 640, 960, 1280] as const) expect(allowed(imageAtWidth(picture, width))).toBe(true);
    expect(allowed("https://cdn7.bigcommerce.com/s-abc123/products/1/images/2/a.jpg")).toBe(true);
  });

  it("refuses other hosts, plain http and paths outside a store", () => {
    expect(allowed("https://evil.example.com/s-abc/images/a.jpg")).toBe(false);
    expect(allowed("http://cdn11.bigcommerce.com/s-abc/images/a.jpg")).toBe(false);
    expect(allowed("https://cdn11.bigcommerce.com/other/a.jpg")).toBe(false);
    expect(allowed("https://cdn11.bigcommerce.com.evil.example/s-abc/a.jpg")).toBe(false);
  });
});
