import { expect, test, type APIRequestContext } from "@playwright/test";
import { LOCALES, type Locale } from "../../lib/i18n/locales";
import { REGIONS } from "../../lib/i18n/regions";
import { pageScripts, ui } from "./support";

/**
 * What a search engine reads: each indexable page names its own address in every locale that has
 * it (hreflang and x-default) and a canonical, and the sitemaps say the same; an unknown address
 * is a 404 page in the locale's language and direction from the first byte; every answer carries
 * HSTS and nosniff. Plain HTTP requests, as a crawler makes them: one browser project is enough.
 */
test.skip(({ isMobile }) => isMobile, "HTTP only: the desktop project covers it");

type Head = { canonical: string | null; links: Record<string, string>; lang: string | null; dir: string | null };

/** Relative form of an absolute address, so links built on the configured site URL compare with this server's. */
const relative = (href: string) => {
  const url = new URL(href, "http://site.test");
  return `${url.pathname}${url.search}`;
};

function readHead(html: string): Head {
  const attribute = (tag: string, name: string) =>
    new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, "&") ?? null;
  const tags = [...html.matchAll(/<link [^>]*>/g)].map((m) => m[0]);
  const canonical = tags.find((tag) => /rel="canonical"/.test(tag));
  const links = Object.fromEntries(
    tags
      .filter((tag) => /rel="alternate"/.test(tag) && /hrefLang=|hreflang=/i.test(tag))
      .map((tag) => [attribute(tag, "hrefLang") ?? attribute(tag, "hreflang"), relative(attribute(tag, "href")!)]),
  );
  const root = /<html[^>]*>/.exec(html)?.[0] ?? "";
  return {
    canonical: canonical ? relative(attribute(canonical, "href")!) : null,
    links,
    lang: attribute(root, "lang"),
    dir: attribute(root, "dir"),
  };
}

async function head(request: APIRequestContext, path: string): Promise<Head & { status: number }> {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), ...readHead(await response.text()) };
}

/** A template's address in a locale: the homes, help, store locator, listings (root, category, price band, page 2) and a product. */
async function templates(request: APIRequestContext, locale: Locale): Promise<string[]> {
  const listing = `/${locale}/${REGIONS[LOCALES[locale].region].listingPageId}`;
  const html = await (await request.get(listing)).text();
  const product = new RegExp(`href="(/${locale}/p/[^"?#]+)"`).exec(html)?.[1];
  const category = new RegExp(`href="(${listing}/(?!under-|_q)[a-z0-9-]+)"`).exec(html)?.[1];
  expect(product, "a product link on the listing").toBeTruthy();
  expect(category, "a category link on the listing").toBeTruthy();
  return [
    `/${locale}`,
    `/${locale}/miss-l`,
    `/${locale}/waves`,
    `/${locale}/help-centre`,
    ...(REGIONS[LOCALES[locale].region].storeLocator
      ? [`/${locale}/store-locations`, `/${locale}/miss-l/store-locations`]
      : []),
    listing,
    `${listing}?page=2`,
    `${listing}/under-500`,
    category!,
    product!,
  ];
}

for (const locale of ["en-sa", "ar-eg"] as const) {
  test(`every indexable page names its own address in each locale and a canonical (${locale})`, async ({ request }) => {
    test.setTimeout(180_000);
    for (const path of await templates(request, locale)) {
      const page = await head(request, path);
      expect(page.status, path).toBe(200);
      expect(page.canonical, `${path}: canonical`).toBe(path);
      expect(page.links[LOCALES[locale].bcp47], `${path}: its own locale`).toBe(path);
      expect(page.links["x-default"], `${path}: x-default`).toBeTruthy();
      // The home of another locale is never named for a page that is not a home.
      if (path !== `/${locale}`)
        expect(Object.values(page.links), path).not.toContain(`/${locale === "en-sa" ? "ar-sa" : "en-eg"}`);
      for (const [hreflang, href] of Object.entries(page.links)) {
        if (hreflang === "x-default") continue;
        // The same page: it answers 200 and names the same set of addresses, itself as canonical.
        const other = await head(request, href);
        expect(other.status, `${path} -> ${hreflang} ${href}`).toBe(200);
        expect(other.canonical, `${href}: canonical`).toBe(href);
        expect(other.links, `${href}: alternates`).toEqual(page.links);
      }
    }
  });
}

test("the UAE's pages name no store locator and a store locator names no UAE address", async ({ request }) => {
  const stores = await head(request, "/ar-sa/store-locations");
  expect(Object.keys(stores.links).sort()).toEqual(["ar-EG", "ar-SA", "en-EG", "en-SA", "x-default"]);
  expect((await request.get("/en-ae/store-locations", { maxRedirects: 0 })).status()).toBe(404);
});

test("the sitemaps list each page with the same alternates as its head", async ({ request }) => {
  test.setTimeout(120_000);
  const xml = await (await request.get("/sitemaps/ar-eg-1.xml")).text();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?(.*?)<\/url>/g)].map((m) => ({
    loc: relative(m[1]!),
    links: Object.fromEntries(
      [...m[2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((l) => [
        l[1],
        relative(l[2]!.replace(/&amp;/g, "&")),
      ]),
    ),
  }));
  const pick = [
    "/ar-eg",
    "/ar-eg/miss-l",
    "/ar-eg/help-centre",
    "/ar-eg/store-locations",
    "/ar-eg/egy",
    "/ar-eg/egy/under-500",
  ];
  const product = entries.find((e) => e.loc.startsWith("/ar-eg/p/"))!;
  const category = entries.find((e) => /^\/ar-eg\/egy\/(?!under-|\d)[a-z0-9-]+$/.test(e.loc))!;
  for (const loc of [...pick, product.loc, category.loc]) {
    const entry = entries.find((e) => e.loc === loc);
    expect(entry, loc).toBeTruthy();
    expect(entry!.links, loc).toEqual((await head(request, loc)).links);
  }
});

for (const locale of ["en-sa", "ar-sa"] as const) {
  test(`an unknown address is a 404 page in the locale's language and direction (${locale})`, async ({
    request,
    page,
  }) => {
    const { bcp47, dir } = LOCALES[locale];
    const missingProduct = `/${locale}/p/no-such-piece-sku-zz99-000000`;
    for (const path of [
      `/${locale}/this-page-does-not-exist-42`,
      `/${locale}/uae/rings`,
      missingProduct,
      `/${locale.replace("-sa", "-ae")}/store-locations`,
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      const html = await response.text();
      expect(response.status(), path).toBe(404);
      expect(html, path).not.toContain("__next_error__");
      const root = readHead(html);
      expect([root.lang, root.dir], path).toEqual(
        path.includes("-ae/") ? [LOCALES[locale.replace("-sa", "-ae") as Locale].bcp47, dir] : [bcp47, dir],
      );
      expect(html, path).toContain(ui(locale).errors.notFoundText.replaceAll("'", "&#x27;"));
      expect(html, path).toContain(`<title>${ui(locale).errors.notFoundTitle}`);
    }
    // The shopper's address stays in the bar, and the page is the branded one.
    await page.goto(missingProduct);
    await expect(page).toHaveURL(new RegExp(`${missingProduct}$`));
    await expect(page.getByRole("heading", { name: ui(locale).errors.notFoundTitle })).toBeVisible();
  });
}

test("every answer of the server carries HSTS and nosniff, build files included", async ({ request }) => {
  const home = await request.get("/ar-sa");
  const scripts = pageScripts(await home.text());
  expect(scripts.length).toBeGreaterThan(3);
  const css = /href="(\/_next\/static\/[^"]+\.css)"/.exec(await home.text())?.[1];
  const paths = [
    "/ar-sa",
    "/en-sa/nope-42",
    "/robots.txt",
    "/sitemap.xml",
    "/api/health",
    "/api/cart/getCart",
    "/",
    ...scripts,
    ...(css ? [css] : []),
  ];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()["strict-transport-security"], path).toMatch(/^max-age=\d{7,}/);
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
  }
});
