import { expect, test, type Page } from "@playwright/test";
import type { Locale } from "../../lib/i18n/locales";
import { HOSTED_FAKE_URL } from "./hosted-env";
import { openHome, ui } from "./support";

/**
 * Content from Strapi in a real browser (ADR 0019): the hosted server reads header, footer, brand
 * homes and error promos from the fake Strapi on loopback (scripts/hosted-fake-server.ts), whose
 * media library holds the embedded content's pictures (SVG logo and icons, WebP art). Under the
 * CSP's `img-src 'self'` every one of them must load, through /_next/image on our origin, with
 * no violation reported.
 */

type Picture = { src: string; loaded: boolean };
const STRAPI_MEDIA = `${HOSTED_FAKE_URL}/uploads/`;
/** A complete 1x1 GIF (a picture the browser decodes: naturalWidth 1). */
const BLANK_GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/** Records the page's CSP violations (the event and Chromium's console report) from the first byte. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

/** The ae store's product pictures (not content) are on BigCommerce's CDN, which this machine cannot reach. */
const STORE_CDN = /\/_next\/image\?url=https%3A%2F%2Fcdn11\.bigcommerce\.com/;

/** A blank picture for each of the store's; the check below leaves them out, their loading is the stub's. */
async function stubStoreCdn(page: Page): Promise<void> {
  await page.route(STORE_CDN, (route) => route.fulfill({ status: 200, contentType: "image/gif", body: BLANK_GIF }));
}

/** Scrolls through the page so lazy pictures start, then asks for the rest (hidden panels) too. */
async function loadEveryPicture(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  await page.evaluate(() => document.querySelectorAll("img").forEach((img) => (img.loading = "eager")));
}

/** Every picture of the page, by the address the browser loaded it from. */
async function pictures(page: Page): Promise<Picture[]> {
  return page.evaluate(() =>
    [...document.images].map((img) => ({
      src: img.currentSrc || img.src,
      loaded: img.complete && img.naturalWidth > 0,
    })),
  );
}

/** The Strapi media address behind an optimizer URL, or null for any other picture. */
function strapiMedia(src: string): string | null {
  const url = new URL(src);
  const inner = url.pathname === "/_next/image" ? url.searchParams.get("url") : null;
  return inner?.startsWith(STRAPI_MEDIA) ? inner : null;
}

async function expectEveryPictureLoaded(page: Page): Promise<Picture[]> {
  await loadEveryPicture(page);
  await expect
    .poll(async () => (await pictures(page)).filter((p) => !p.loaded && !STORE_CDN.test(p.src)).map((p) => p.src), {
      timeout: 30_000,
    })
    .toEqual([]);
  const all = await pictures(page);
  // Nothing is asked of the CMS host directly: it is not an image origin the CSP allows.
  expect(all.filter((p) => p.src.startsWith(HOSTED_FAKE_URL)).map((p) => p.src)).toEqual([]);
  return all;
}

for (const locale of ["en-ae", "ar-ae"] as const satisfies Locale[]) {
  test(`Strapi's pictures load under the CSP: header, footer, hero, tiles, banner, error promos (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = ui(locale);
    const violations = await watchCsp(page);
    await stubStoreCdn(page);

    // The brand home: logo, hero, category tiles and promo banner, social and payment icons.
    await openHome(page, locale);
    const home = (await expectEveryPictureLoaded(page))
      .map((p) => strapiMedia(p.src))
      .filter((src): src is string => !!src);
    const sources = (region: "banner" | "contentinfo" | "main") =>
      page
        .getByRole(region)
        .locator("img")
        .evaluateAll((imgs: HTMLImageElement[]) => imgs.map((img) => img.currentSrc));
    expect(
      (await sources("banner")).filter((src) => strapiMedia(src)?.endsWith(".svg")).length,
      "the header's logo",
    ).toBe(1);
    expect(
      (await sources("contentinfo")).filter((src) => strapiMedia(src)?.endsWith(".svg")).length,
      "the footer's icons",
    ).toBeGreaterThanOrEqual(5);
    expect(home.filter((src) => src.endsWith(".webp")).length).toBeGreaterThanOrEqual(3);

    // The 404 page's brand cards: art and brand logos from Strapi.
    const response = await page.goto(`/${locale}/product-listing-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(t.errors.notFoundText)).toBeVisible();
    const cards = (await expectEveryPictureLoaded(page))
      .map((p) => strapiMedia(p.src))
      .filter((src): src is string => !!src);
    expect(
      (await sources("main")).filter((src) => strapiMedia(src)?.endsWith(".svg")).length,
      "the promo cards' logos",
    ).toBeGreaterThanOrEqual(3);
    expect(cards.filter((src) => src.endsWith(".webp")).length, "the promo cards' art").toBeGreaterThanOrEqual(3);

    expect(violations).toEqual([]);
    // The app asked the fake Strapi only what its API answers, and each answer kept to the contract.
    const { violations: contract } = (await (await request.get(`${HOSTED_FAKE_URL}/__fake/violations`)).json()) as {
      violations: string[];
    };
    expect(contract).toEqual([]);
  });
}
