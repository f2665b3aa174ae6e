import { describe, expect, it, vi } from "vitest";
import { LOCALE_CODES } from "@/lib/i18n/locales";

vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({ unstable_cache: (fn: () => unknown) => fn }));
vi.mock("@/lib/commerce/provider", () => ({
  getCommerce: async (region: string) => ({
    listProductPaths: async () =>
      region === "sa"
        ? [
            { path: "noor-ring-sku-lr18y-000001", createdAt: "2026-10-01T10:00:00.000Z" },
            { path: "royale-ring-sku-ar18w-000002", createdAt: "2026-10-02T10:00:00.000Z" },
          ]
        : [{ path: "noor-ring-sku-lr18y-000001", createdAt: "2026-10-01T10:00:00.000Z" }],
    getCategories: async () => [{ slug: "rings" }, { slug: "18k-gold" }],
  }),
}));

// Miss L' has no home in the UAE's content, as a country's content may leave one out.
vi.mock("@/lib/seo/page-locales", () => ({
  brandHomeLocales: async (brand: string) =>
    brand === "missl" ? LOCALE_CODES.filter((l) => !l.endsWith("-ae")) : [...LOCALE_CODES],
}));

const { sitemapFileXml, sitemapFiles, sitemapIndexXml } = await import("./sitemap");

describe("sitemap", () => {
  it("indexes one file per locale", async () => {
    expect(await sitemapFiles()).toEqual(LOCALE_CODES.map((locale) => `${locale}-1.xml`));
    const xml = await sitemapIndexXml();
    expect(xml.match(/<sitemap>/g)).toHaveLength(6);
    expect(xml).toContain("/sitemaps/ar-eg-1.xml</loc>");
  });

  it("lists a country's products and listing pages under its own listing id", async () => {
    const sa = (await sitemapFileXml("ar-sa-1.xml"))!;
    expect(sa).toContain("/ar-sa/p/royale-ring-sku-ar18w-000002</loc><lastmod>2026-10-02</lastmod>");
    expect(sa).toContain("/ar-sa/product-listing-page/rings</loc>");
    expect(sa).toContain("/ar-sa/product-listing-page/under-500</loc>");
    expect(sa).toContain("/ar-sa/store-locations</loc>");
    const ae = (await sitemapFileXml("en-ae-1.xml"))!;
    expect(ae).toContain("/en-ae/uae/18k-gold</loc>");
    expect(ae).not.toContain("royale-ring");
    expect(ae).not.toContain("store-locations");
  });

  it("gives each entry the same page's address in every locale that has it, and x-default", async () => {
    const sa = (await sitemapFileXml("ar-sa-1.xml"))!;
    expect(sa).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (loc: string) =>
      sa.split("\n").find((line) => line.startsWith(`<url><loc>http://localhost:3000${loc}</loc>`))!;
    const links = (line: string) =>
      Object.fromEntries(
        [...line.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
          m[1],
          m[2]!.replace("http://localhost:3000", ""),
        ]),
      );
    expect(links(entry("/ar-sa/product-listing-page/rings"))).toEqual({
      "en-SA": "/en-sa/product-listing-page/rings",
      "ar-SA": "/ar-sa/product-listing-page/rings",
      "en-EG": "/en-eg/egy/rings",
      "ar-EG": "/ar-eg/egy/rings",
      "en-AE": "/en-ae/uae/rings",
      "ar-AE": "/ar-ae/uae/rings",
      "x-default": "/en-sa/product-listing-page/rings",
    });
    // Sold in sa only: its alternates are sa's two languages.
    expect(links(entry("/ar-sa/p/royale-ring-sku-ar18w-000002"))).toEqual({
      "en-SA": "/en-sa/p/royale-ring-sku-ar18w-000002",
      "ar-SA": "/ar-sa/p/royale-ring-sku-ar18w-000002",
      "x-default": "/en-sa/p/royale-ring-sku-ar18w-000002",
    });
    expect(Object.keys(links(entry("/ar-sa/miss-l")))).toEqual(["en-SA", "ar-SA", "en-EG", "ar-EG", "x-default"]);
    expect(Object.keys(links(entry("/ar-sa/store-locations")))).toEqual([
      "en-SA",
      "ar-SA",
      "en-EG",
      "ar-EG",
      "x-default",
    ]);
    expect(links(entry("/ar-sa/help-centre"))["ar-AE"]).toBe("/ar-ae/help-centre");
    const ae = (await sitemapFileXml("en-ae-1.xml"))!;
    expect(ae).not.toContain("<loc>http://localhost:3000/en-ae/miss-l</loc>");
  });

  it("knows only its own files", async () => {
    expect(await sitemapFileXml("en-sa-2.xml")).toBeNull();
    expect(await sitemapFileXml("fr-fr-1.xml")).toBeNull();
    expect(await sitemapFileXml("../etc/passwd")).toBeNull();
  });
});
