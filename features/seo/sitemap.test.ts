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

  it("knows only its own files", async () => {
    expect(await sitemapFileXml("en-sa-2.xml")).toBeNull();
    expect(await sitemapFileXml("fr-fr-1.xml")).toBeNull();
    expect(await sitemapFileXml("../etc/passwd")).toBeNull();
  });
});
