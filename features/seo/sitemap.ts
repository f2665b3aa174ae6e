import "server-only";
import { unstable_cache } from "next/cache";
import { getCommerce } from "@/lib/commerce/provider";
import { PRICE_BANDS } from "@/lib/constants";
import { LOCALES, LOCALE_CODES, type Locale } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import { BRAND_HOMES } from "@/lib/i18n/brands";
import { publicEnv } from "@/lib/env";
import { priceSegment } from "@/lib/price-range";
import type { RegionCode } from "@/lib/i18n/locales";
import { CATALOGUE_TAG, regionCatalogueTag } from "@/features/catalogue/server";

/** Under the protocol's 50,000 URLs per file, with room to spare. */
export const URLS_PER_FILE = 45_000;

type Entry = { loc: string; lastmod?: string };

const productPaths = (region: RegionCode) =>
  unstable_cache(async () => (await getCommerce(region)).listProductPaths(), ["sitemap-products", region], {
    tags: [CATALOGUE_TAG, regionCatalogueTag(region)],
    revalidate: 3600,
  })();

const categorySlugs = (region: RegionCode) =>
  unstable_cache(async () => (await (await getCommerce(region)).getCategories("en")).map((c) => c.slug), ["sitemap-categories", region], {
    tags: [CATALOGUE_TAG, regionCatalogueTag(region)],
    revalidate: 3600,
  })();

/** Every page of a locale worth indexing: brand homes, help, listings, price bands, products. */
async function entriesOf(locale: Locale): Promise<Entry[]> {
  const { region } = LOCALES[locale];
  const site = publicEnv.siteUrl.replace(/\/$/, "");
  const url = (path: string) => `${site}/${locale}${path}`;
  const listing = `/${REGIONS[region].listingPageId}`;
  const [products, categories] = await Promise.all([productPaths(region), categorySlugs(region)]);
  const pages = [
    ...Object.values(BRAND_HOMES).map((home) => (home ? `/${home}` : "")),
    "/help-centre",
    ...(REGIONS[region].storeLocator ? ["/store-locations", "/miss-l/store-locations"] : []),
    listing,
    ...PRICE_BANDS.map((band) => `${listing}/${priceSegment(band)}`),
    ...categories.map((slug) => `${listing}/${slug}`),
  ];
  return [...pages.map((p) => ({ loc: url(p) })), ...products.map((p) => ({ loc: url(`/p/${p.path}`), lastmod: p.createdAt.slice(0, 10) }))];
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** File names of the sitemap index: `en-sa-1.xml`, `en-sa-2.xml`, ... */
export async function sitemapFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const locale of LOCALE_CODES) {
    const count = Math.max(1, Math.ceil((await entriesOf(locale)).length / URLS_PER_FILE));
    for (let n = 1; n <= count; n++) files.push(`${locale}-${n}.xml`);
  }
  return files;
}

export async function sitemapIndexXml(): Promise<string> {
  const site = publicEnv.siteUrl.replace(/\/$/, "");
  const items = (await sitemapFiles()).map((f) => `<sitemap><loc>${escapeXml(`${site}/sitemaps/${f}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** One file of the index, or null when the name is not one of them. */
export async function sitemapFileXml(file: string): Promise<string | null> {
  const match = /^([a-z]{2}-[a-z]{2})-(\d{1,4})\.xml$/.exec(file);
  const locale = match?.[1] as Locale | undefined;
  if (!match || !locale || !LOCALE_CODES.includes(locale)) return null;
  const n = Number(match[2]);
  const entries = (await entriesOf(locale)).slice((n - 1) * URLS_PER_FILE, n * URLS_PER_FILE);
  if (n < 1 || (entries.length === 0 && n > 1)) return null;
  const items = entries.map((e) => `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</urlset>\n`;
}
