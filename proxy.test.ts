import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "./proxy";

const call = (path: string, cookie?: string) =>
  proxy(new NextRequest(`http://shop.test${path}`, { headers: cookie ? { cookie } : {} }));

describe("proxy", () => {
  it("sends / and paths without a locale to en-sa, keeping path and query", () => {
    expect(call("/").headers.get("location")).toBe("http://shop.test/en-sa");
    const r = call("/waves?utm=a");
    expect(r.status).toBe(307);
    expect(r.headers.get("location")).toBe("http://shop.test/en-sa/waves?utm=a");
    expect(call("/fr-fr/x").headers.get("location")).toBe("http://shop.test/en-sa/fr-fr/x");
  });

  it("ignores Accept-Language", () => {
    const r = proxy(new NextRequest("http://shop.test/", { headers: { "accept-language": "ar-AE,ar;q=0.9" } }));
    expect(r.headers.get("location")).toBe("http://shop.test/en-sa");
  });

  it("brings a returning shopper back to the locale in their cookie", () => {
    expect(call("/cart", "user_locale=ar-eg").headers.get("location")).toBe("http://shop.test/ar-eg/cart");
    expect(call("/cart", "user_locale=xx-yy").headers.get("location")).toBe("http://shop.test/en-sa/cart");
  });

  it("lower-cases the locale segment", () => {
    const r = call("/AR-SA/miss-l");
    expect(r.status).toBe(308);
    expect(r.headers.get("location")).toBe("http://shop.test/ar-sa/miss-l");
  });

  it("writes the user_locale cookie for one year when the locale changes", () => {
    const set = call("/ar-ae/waves").headers.get("set-cookie") ?? "";
    expect(set).toContain("user_locale=ar-ae");
    expect(set).toMatch(/Max-Age=31536000/i);
    expect(call("/ar-ae", "user_locale=ar-ae").headers.get("set-cookie")).toBeNull();
  });

  it("leaves the cookie alone for client-side fetches and prefetches", () => {
    for (const header of ["next-router-prefetch", "rsc"]) {
      const r = proxy(new NextRequest("http://shop.test/en-sa/waves", { headers: { cookie: "user_locale=ar-eg", [header]: "1" } }));
      expect(r.headers.get("set-cookie")).toBeNull();
    }
  });
});
