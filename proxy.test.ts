import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { LOCALE_CODES } from "@/lib/i18n/locales";
import { config, proxy } from "./proxy";

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

  it("runs only where a redirect may be needed", () => {
    const matcher = new RegExp(`^${config.matcher[0]}$`);
    for (const locale of LOCALE_CODES) {
      expect(matcher.test(`/${locale}`)).toBe(false);
      expect(matcher.test(`/${locale}/waves`)).toBe(false);
    }
    for (const path of ["/", "/waves", "/EN-SA", "/en-sab", "/fr-fr/x", "/apis"]) expect(matcher.test(path)).toBe(true);
    for (const path of ["/api/health", "/_next/static/x.js", "/media/jewellery/ring/yellow/none/0-0.png", "/flags/sa.svg"]) {
      expect(matcher.test(path)).toBe(false);
    }
  });
});
