import "server-only";
import { unstable_cache } from "next/cache";
import { getCommerce } from "@/lib/commerce/provider";
import { PRICE_BANDS } from "@/lib/constants";
import { LOCALES, LOCALE_CODES, type Locale } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import { BRAND_HOMES, type BrandHome } from "@/lib/i18n/brands";
import { languageLinks, type LanguageLinks } from "@/lib/seo/alternates";
import { brandHomeLocales } from "@/lib/seo/page-locales";
import { publicEnv } from "@/lib/env";
import { priceSegment } from "@/lib/price-range";
import type { RegionCode } from "@/lib/i18n/locales";
import { CATALOGUE_TAG, regionCatalogueTag } from "@/features/catalogue/server";

/**
 * Under the protocol's 50,000 URLs and 50 MB per file, with room to spare: each entry carries up
 * to seven hreflang links (~0.9 KB an entry), so 20,000 entries stay near 18 MB.
 */
export const URLS_PER_FILE = 20_000;

/** One page: its address in each locale that has it (the hreflang links), and when it last changed. */
type Page = { hrefs: Partial<Record<Locale, string>>; lastmod?: string };
type Entry = { loc: string; lastmod?: string; links: LanguageLinks };

const productPaths = (region: RegionCode) =>
  unstable_cache(async () => (await getCommerce(region)).listProductPaths(), ["sitemap-products", region], {
    tags: [CATALOGUE_TAG, regionCatalogueTag(region)],
    revalidate: 3600,
  })();

const categorySlugs = (region: RegionCode) =>
  unstable_cache(
    async () => (await (await getCommerce(region)).getCategories("en")).map((c) => c.slug),
    ["sitemap-categories", region],
    {
      tags: [CATALOGUE_TAG, regionCatalogueTag(region)],
      revalidate: 3600,
    },
  )();

/**
 * Every page worth indexing, keyed by what it is (a home, a listing's categories, a product) so
 * that one page's addresses in every locale sit together: a sitemap entry then lists the same
 * alternates as the page's own head. A country's listings live under its own listing id; a
 * category or a product is listed in the countries whose store has it.
 */
async function allPages(): Promise<Map<string, Page>> {
  const site = publicEnv.siteUrl.replace(/\/$/, "");
  const pages = new Map<string, Page>();
  const add = (key: string, locale: Locale, path: string, lastmod?: string) => {
    const page = pages.get(key) ?? { hrefs: {}, lastmod };
    page.hrefs[locale] = `${site}/${locale}${path}`;
    pages.set(key, page);
  };
  const regions = [...new Set(LOCALE_CODES.map((l) => LOCALES[l].region))];
  const [catalogues, homes] = await Promise.all([
    Promise.all(
      regions.map(async (region) => ({
        region,
        products: await productPaths(region),
        categories: await categorySlugs(region),
      })),
    ),
    Promise.all(
      (Object.keys(BRAND_HOMES) as BrandHome[]).map(async (brand) => ({
        brand,
        locales: await brandHomeLocales(brand),
      })),
    ),
  ]);
  for (const { brand, locales } of homes)
    for (const l of locales) add(`home:${brand}`, l, BRAND_HOMES[brand] ? `/${BRAND_HOMES[brand]}` : "");
  for (const locale of LOCALE_CODES) {
    const { region } = LOCALES[locale];
    const catalogue = catalogues.find((c) => c.region === region)!;
    const listing = `/${REGIONS[region].listingPageId}`;
    add("help", locale, "/help-centre");
    if (REGIONS[region].storeLocator) {
      add("stores", locale, "/store-locations");
      add("stores:missl", locale, "/miss-l/store-locations");
    }
    add("listing", locale, listing);
    for (const band of PRICE_BANDS) add(`listing:${priceSegment(band)}`, locale, `${listing}/${priceSegment(band)}`);
    for (const slug of catalogue.categories) add(`listing:${slug}`, locale, `${listing}/${slug}`);
    for (const p of catalogue.products) add(`p:${p.path}`, locale, `/p/${p.path}`, p.createdAt.slice(0, 10));
  }
  return pages;
}

/** The entries of one locale's sitemap, in the order above (homes first, products last). */
async function entriesOf(locale: Locale): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (const page of (await allPages()).values()) {
    const loc = page.hrefs[locale];
    if (loc) entries.push({ loc, lastmod: page.lastmod, links: languageLinks(page.hrefs) });
  }
  return entries;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

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
  const items = (await sitemapFiles()).map(
    (f) => `<sitemap><loc>${escapeXml(`${site}/sitemaps/${f}`)}</loc></sitemap>`,
  );
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
  const items = entries.map((e) => {
    const links = Object.entries(e.links).map(
      ([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`,
    );
    return `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}${links.join("")}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${items.join("\n")}\n</urlset>\n`;
}
