import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { LOCALE_CODES, LOCALES } from "@/lib/i18n/locales";
import { LISTING_PAGE_IDS, REGIONS } from "@/lib/i18n/regions";
import { PAGE_SEGMENTS } from "@/lib/i18n/page-addresses";
import { PRODUCT_REDIRECT_LOOKUP_MS } from "@/lib/constants";
import { resetUpstreams } from "@/lib/http/upstream";
import { FILTER_PARAMS, PAGE_PARAMS, QUERY_PARAMS, SORT_PARAMS } from "@/lib/catalogue/listing-url";
import { LISTING_STATE_PARAMS } from "@/lib/catalogue/listing-rewrite";
import { nextProxyMatcher } from "@/server/next-private.mjs";
import { PRODUCT_ADDRESS_HEADER } from "@/server/product-documents.mjs";

/** The Storefront API the product look-up asks while it is down: it never answers. */
const STOREFRONT = "https://store-down.lumina.test/graphql";
const storefront = setupServer(
  http.post(STOREFRONT, async () => {
    await delay("infinite");
    return HttpResponse.json({});
  }),
);
beforeAll(() => storefront.listen({ onUnhandledFrame: "error" }));
afterAll(() => storefront.close());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetUpstreams();
});

// The store's answer for product pages: only "ring-sku-lr18w-000001" exists, under that name.
// SKUs "down-*" meet a store that refuses (503 after the retries), "hang-*" one that never answers.
vi.mock("@/features/catalogue/canonical-product", async () => {
  const { upstreamFetch, UpstreamError } = await import("@/lib/http/upstream");
  return {
    checkProductAddress: async (_locale: string, segment: string) => {
      if (/-sku-down-/.test(segment))
        throw new UpstreamError("bigcommerce:sa:graphql", "status", "POST /graphql answered 503", { status: 503 });
      if (/-sku-hang-/.test(segment)) {
        await upstreamFetch("bigcommerce:sa:graphql", STOREFRONT, { method: "POST", body: "{}", idempotent: true });
        return "canonical";
      }
      if (!/-sku-lr18w-000001$/i.test(segment)) return "missing";
      return segment === "ring-sku-lr18w-000001" ? "canonical" : { redirect: "ring-sku-lr18w-000001" };
    },
  };
});
const { config, proxy } = await import("./proxy");

const call = (path: string, cookie?: string) =>
  proxy(new NextRequest(`http://shop.test${path}`, { headers: cookie ? { cookie } : {} }));

describe("proxy", () => {
  it("sends / and paths without a locale to en-sa, keeping path and query", async () => {
    expect((await call("/")).headers.get("location")).toBe("http://shop.test/en-sa");
    const r = await call("/waves?utm=a");
    expect(r.status).toBe(307);
    expect(r.headers.get("location")).toBe("http://shop.test/en-sa/waves?utm=a");
    expect((await call("/fr-fr/x")).headers.get("location")).toBe("http://shop.test/en-sa/fr-fr/x");
  });

  it("ignores Accept-Language", async () => {
    const r = await proxy(new NextRequest("http://shop.test/", { headers: { "accept-language": "ar-AE,ar;q=0.9" } }));
    expect(r.headers.get("location")).toBe("http://shop.test/en-sa");
  });

  it("brings a returning shopper back to the locale in their cookie", async () => {
    expect((await call("/cart", "user_locale=ar-eg")).headers.get("location")).toBe("http://shop.test/ar-eg/cart");
    expect((await call("/cart", "user_locale=xx-yy")).headers.get("location")).toBe("http://shop.test/en-sa/cart");
  });

  it("lower-cases the locale segment", async () => {
    const r = await call("/AR-SA/miss-l");
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
    // "/monitoring" is the Sentry tunnel (app/monitoring/route.ts), never sent to a locale.
    expect(matcher.test("/monitoring-page")).toBe(true);
    for (const path of [
      "/api/health",
      "/api/ready",
      "/api/metrics",
      "/_next/static/x.js",
      "/media/jewellery/ring/yellow/none/0-0.png",
      "/flags/sa.svg",
      "/monitoring",
    ]) {
      expect(matcher.test(path)).toBe(false);
    }
  });

  it("sends a product page under a wrong name or an upper-case SKU to its canonical address", async () => {
    for (const path of ["/ar-sa/p/old-name-sku-lr18w-000001", "/ar-sa/p/ring-sku-LR18W-000001"]) {
      const r = await call(path);
      expect(r.status).toBe(308);
      expect(r.headers.get("location")).toBe("http://shop.test/ar-sa/p/ring-sku-lr18w-000001");
    }
    expect((await call("/ar-sa/p/ring-sku-lr18w-000001")).headers.get("location")).toBeNull();
    expect((await call("/ar-sa/p/ring-sku-lr18w-000001")).headers.get("x-middleware-next")).toBe("1");
  });

  it("answers a product the store lacks with the locale's 404 page, drawn on the server", async () => {
    const r = await call("/ar-sa/p/unknown-sku-zz-1?utm_source=mail");
    expect(r.status).toBe(404);
    expect(r.headers.get("location")).toBeNull();
    expect(r.headers.get("x-middleware-rewrite")).toBe("http://shop.test/ar-sa/page-not-found");
  });

  it("answers an address that names no page with the locale's 404 page, keeping the address", async () => {
    for (const [path, locale] of [
      ["/en-sa/this-page-does-not-exist-42", "en-sa"],
      ["/ar-eg/nope/deeper?x=1", "ar-eg"],
      ["/ar-sa/uae/rings", "ar-sa"],
      ["/en-ae/store-locations", "en-ae"],
      ["/ar-ae/miss-l/store-locations", "ar-ae"],
      ["/en-eg/product-listing-page?page=2", "en-eg"],
    ] as const) {
      const r = await call(path);
      expect(r.status, path).toBe(404);
      expect(r.headers.get("x-middleware-rewrite"), path).toBe(`http://shop.test/${locale}/page-not-found`);
    }
  });

  it("runs on every address that names no page, and on no page that exists without a query", () => {
    const runs = proxyRuns();
    for (const path of [
      "/en-sa/this-page-does-not-exist-42",
      "/ar-eg/a/b/c",
      "/en-sa/uae",
      "/ar-sa/egy/rings",
      "/en-ae/product-listing-page/rings",
      "/ar-eg/uae",
      "/en-ae/store-locations",
      "/ar-ae/miss-l/store-locations",
      "/en-sa/page-not-found",
      "/en-sa/wavesx",
      "/ar-sa/cart2/x",
    ]) {
      expect(runs(path), path).toBe(true);
    }
    for (const segment of PAGE_SEGMENTS.filter((s) => s !== "p")) {
      expect(runs(`/ar-sa/${segment}`), segment).toBe(false);
      expect(runs(`/en-eg/${segment}/x`), segment).toBe(false);
    }
    for (const path of [
      "/en-sa",
      "/ar-sa/",
      "/en-sa/store-locations",
      "/ar-eg/miss-l/store-locations",
      "/en-ae/miss-l",
      "/en-ae/uae/rings",
    ])
      expect(runs(path), path).toBe(false);
  });

  it("lets a product page through to the page (its error view or cached copy) when the store fails the look-up", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const r = await call("/en-sa/p/ring-sku-down-1");
    expect(r.status).toBe(200);
    expect(r.headers.get("x-middleware-next")).toBe("1");
    expect(r.headers.get("location")).toBeNull();
  });

  it(`gives a hanging store ${PRODUCT_REDIRECT_LOOKUP_MS} ms, then lets the request through`, async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    let answer: Response | undefined;
    void call("/ar-sa/p/ring-sku-hang-1").then((r) => (answer = r));
    await vi.advanceTimersByTimeAsync(PRODUCT_REDIRECT_LOOKUP_MS - 1);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    for (let i = 0; i < 5 && !answer; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(answer?.headers.get("x-middleware-next")).toBe("1");
  });

  it("runs on product pages, except a load the production server found canonical, and not on other locale pages", () => {
    const runs = proxyRuns();
    for (const locale of LOCALE_CODES) {
      expect(runs(`/${locale}/p/ring-sku-x`)).toBe(true);
      expect(runs(`/${locale}/p/ring-sku-x`, { [PRODUCT_ADDRESS_HEADER]: "canonical" })).toBe(false);
      expect(runs(`/${locale}/waves`)).toBe(false);
    }
    // The header the server sets is the one the matcher names.
    expect(config.matcher[1]).toEqual({
      source: "/(en|ar)-(sa|ae|eg)/p/:slug",
      missing: [{ type: "header", key: PRODUCT_ADDRESS_HEADER }],
    });
  });

  it("rewrites a listing's query state into its cached page's path", async () => {
    const r = await call(
      "/ar-sa/product-listing-page/rings?%D8%A7%D9%84%D8%B9%D9%8A%D8%A7%D8%B1=21k&sort=price-asc&utm_source=mail",
    );
    expect(r.headers.get("x-middleware-rewrite")).toBe(
      "http://shop.test/ar-sa/product-listing-page/rings/_q/karat%3D21k%26sort%3Dprice-asc?%D8%A7%D9%84%D8%B9%D9%8A%D8%A7%D8%B1=21k&sort=price-asc&utm_source=mail",
    );
    expect((await call("/en-eg/egy?utm_source=mail")).headers.get("x-middleware-rewrite")).toBeNull();
    expect((await call("/en-eg/egy/rings/_q/karat%3D18k")).headers.get("x-middleware-rewrite")).toBeNull();
  });

  it("runs on a listing only when its query carries state, by Next's own matcher", () => {
    // Next's build turns config.matcher into these matchers; its server asks them per request.
    const runs = proxyRuns();
    for (const locale of LOCALE_CODES) {
      const id = REGIONS[LOCALES[locale].region].listingPageId;
      expect(runs(`/${locale}/${id}`)).toBe(false);
      expect(runs(`/${locale}/${id}/rings?utm_source=mail&_rsc=1x2`)).toBe(false);
      expect(runs(`/${locale}/${id}?page=2`)).toBe(true);
      expect(runs(`/${locale}/${id}/rings/gold?karat=18k&utm_source=mail`)).toBe(true);
    }
    // Arabic names arrive encoded and are matched decoded, as the page reads them.
    expect(runs(`/ar-sa/product-listing-page?${new URLSearchParams({ العيار: "21k" })}`)).toBe(true);
    expect(runs("/en-sa/p/ring-sku-lr18w-000001")).toBe(true);
    for (const path of ["/en-sa", "/ar-eg/miss-l", "/en-sa/waves?page=2", "/en-sa/account?sort=x"])
      expect(runs(path)).toBe(false);
    expect(runs("/waves")).toBe(true);
  });

  it("names every query parameter of a listing's state in the matcher, and only those", () => {
    const listingSource = `/(en|ar)-(sa|ae|eg)/(${LISTING_PAGE_IDS.join("|")})/:path*`;
    type Entry = Exclude<(typeof config.matcher)[number], string>;
    const entries = config.matcher.filter((entry): entry is Entry => typeof entry !== "string" && "has" in entry);
    for (const entry of entries) expect(entry.source).toBe(listingSource);
    const keys = entries.map((entry) => entry.has?.[0]?.key);
    const stateNames = [
      ...FILTER_PARAMS.flatMap((param) => param.names),
      ...PAGE_PARAMS,
      ...SORT_PARAMS,
      ...QUERY_PARAMS,
    ];
    expect(new Set(keys)).toEqual(new Set(stateNames));
    expect(keys).toHaveLength(stateNames.length);
    for (const name of stateNames)
      expect(proxyRuns()(`/en-sa/product-listing-page?${new URLSearchParams({ [name]: "x" })}`)).toBe(true);
    expect(new Set(stateNames)).toEqual(LISTING_STATE_PARAMS);
  });
});

/** Whether Next's server runs the proxy for an address, from config.matcher as Next builds it. */
function proxyRuns() {
  return nextProxyMatcher(config.matcher);
}
