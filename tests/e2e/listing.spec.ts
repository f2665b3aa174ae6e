import { expect as baseExpect, test, type Page } from "@playwright/test";
import { LOCALES, type Locale } from "../../lib/i18n/locales";
import { REGIONS } from "../../lib/i18n/regions";
import { openHome, ui } from "./support";

// Each filter click is a server render of the listing: allow for a busy 2-core machine.
const expect = baseExpect.configure({ timeout: 10_000 });

const listingOf = (locale: Locale) => `/${REGIONS[LOCALES[locale].region].listingPageId}`;

/** Prices of the cards on the page, in grid order. */
const cardPrices = (page: Page, locale: Locale) =>
  page
    .getByRole("region", { name: ui(locale).listing.results })
    .locator("[data-price]")
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-price"))));

/** On phones the facets sit behind the Filters button. */
async function openFilters(page: Page, locale: Locale) {
  const button = page.getByRole("button", { name: new RegExp(`^${ui(locale).listing.filters}`) });
  if (await button.isVisible()) await button.click();
}

async function closeFilters(page: Page) {
  const panel = page.locator("#listing-filters");
  const show = panel.getByRole("button").last();
  if ((await show.isVisible()) && (await page.viewportSize())!.width < 1024) await show.click();
}

/** A facet's first option; facets below the first few start folded. */
async function firstOption(page: Page, heading: string) {
  const group = page.locator("details").filter({ has: page.locator("summary", { hasText: heading }) });
  if ((await group.getAttribute("open")) === null) await group.locator("summary").click();
  return group.getByRole("checkbox").first();
}

const countText = (page: Page) => page.getByRole("main").locator("[aria-live=polite]").first();

for (const locale of ["en-sa", "ar-sa"] as const) {
  test(`${locale}: filter rings by karat and price, sort by price, go to page 2`, async ({ page }) => {
    const t = ui(locale);
    await openHome(page, locale, `${listingOf(locale)}/rings`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const before = await countText(page).textContent();

    await openFilters(page, locale);
    await (await firstOption(page, t.listing.facets.metal_karat)).click();
    await expect(page).toHaveURL(/[?&]karat=\w+/);
    await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(1);
    await expect(countText(page)).not.toHaveText(before!);

    const afterKarat = await countText(page).textContent();
    await (await firstOption(page, t.listing.facets.price)).click();
    await expect(page).toHaveURL(/[?&]price=[\w-]+/);
    await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(2);
    await expect(countText(page)).not.toHaveText(afterKarat!);
    await closeFilters(page);

    // Sorting by price keeps the filters and orders the cards.
    await openHome(page, locale, `${listingOf(locale)}/rings`);
    await page.getByRole("combobox", { name: t.listing.sortBy }).selectOption("price-asc");
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page, locale);
        return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
      })
      .toBe(true);
    const firstPage = await cardPrices(page, locale);

    await page
      .getByRole("navigation", { name: t.listing.pagination })
      .getByRole("link", { name: t.listing.pageN.replace("{{page}}", "2") })
      .click();
    await expect(page).toHaveURL(/sort=price-asc&page=2|page=2.*sort=price-asc/);
    await expect.poll(async () => (await cardPrices(page, locale))[0] ?? 0).toBeGreaterThanOrEqual(firstPage.at(-1)!);
  });
}

for (const locale of ["en-sa", "ar-sa"] as const) {
  test(`${locale}: a phone's filters dialog stays open across picks; Escape closes it and the focus is back on the Filters button`, async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "the Filters button and its dialog are the phone's (the sidebar from lg up)");
    const t = ui(locale);
    await openHome(page, locale, `${listingOf(locale)}/rings`);
    // Gone if a pick loads a new document (the browser following the link itself) instead of the listing's client-side navigation.
    await page.evaluate(() => void ((window as Window & { sameDocument?: boolean }).sameDocument = true));
    const button = page.getByRole("button", { name: new RegExp(`^${t.listing.filters}`) });
    await button.click();
    const dialog = page.getByRole("dialog", { name: t.listing.filters });
    await expect(dialog).toBeVisible();

    await (await firstOption(page, t.listing.facets.metal_karat)).click();
    await expect(page).toHaveURL(/[?&]karat=\w+/);
    await expect(dialog.getByRole("checkbox", { checked: true })).toHaveCount(1);
    await (await firstOption(page, t.listing.facets.price)).click();
    await expect(page).toHaveURL(/[?&]price=[\w-]+/);
    await expect(dialog.getByRole("checkbox", { checked: true })).toHaveCount(2);
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
}

for (const locale of ["en-sa", "ar-sa"] as const) {
  for (const fonts of ["web fonts", "the system's font"] as const) {
    test(`the pagination stays put while the cards above it are first drawn (${locale}, ${fonts})`, async ({
      page,
    }) => {
      // A first visit often draws in the system's font (font-display: optional): the same page.
      if (fonts === "the system's font") await page.route("**/fonts/**", (route) => route.abort());
      await openHome(page, locale, `${listingOf(locale)}/rings`);
      const pages = page.getByRole("navigation", { name: ui(locale).listing.pagination });
      const top = () => pages.evaluate((nav) => Math.round(nav.getBoundingClientRect().top + window.scrollY));
      const before = await top();
      // Scrolled to, the cards above it are laid out for the first time (card-when-visible).
      await pages.evaluate((nav) => nav.scrollIntoView({ block: "center" }));
      let last = await top();
      const settled = async () => {
        const now = await top();
        const same = now === last;
        last = now;
        return same;
      };
      await expect.poll(settled, { intervals: [200] }).toBe(true);
      // The placeholder is the card's height: not a pixel moves (a row's estimate off by 43 px once
      // moved it ~220 px on a phone; the system's font, taller than Noto, by ~70 px on a listing).
      expect(Math.abs(last - before)).toBeLessThanOrEqual(1);
      // Every card's text is the height the placeholder counts on, in either font: brand, two
      // lines' room for the name, price (globals.css, .card-*): 5.15625rem.
      const heights = await page
        .getByRole("region", { name: ui(locale).listing.results })
        .locator("h3")
        .evaluateAll((names) =>
          names.map(
            (name) =>
              name.parentElement!.getBoundingClientRect().height /
              parseFloat(getComputedStyle(document.documentElement).fontSize),
          ),
        );
      expect(heights.length).toBeGreaterThan(8);
      for (const height of heights) expect(height).toBeCloseTo(5.15625, 2);
    });
  }
}

test("a price segment in the path narrows the listing and titles it", async ({ page }) => {
  await openHome(page, "ar-sa", "/product-listing-page/rings/under-500");
  const prices = await cardPrices(page, "ar-sa");
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price).toBeLessThanOrEqual(500);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "500".replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!),
  );
});

test("Arabic-named filter parameters work like the English ones", async ({ page }) => {
  await openHome(page, "ar-sa", `/product-listing-page?${new URLSearchParams({ العيار: "21k" })}`);
  await openFilters(page, "ar-sa");
  await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(1);
});

test("an empty result says so and offers to clear the filters", async ({ page }) => {
  const t = ui("en-eg");
  await openHome(page, "en-eg", "/egy/coins-bars?gemstone=ruby");
  await expect(page.getByRole("heading", { name: t.listing.emptyTitle })).toBeVisible();
  await page.getByRole("link", { name: t.listing.clearFilters }).click();
  await expect(page).toHaveURL(/\/en-eg\/egy\/coins-bars$/);
  expect((await cardPrices(page, "en-eg")).length).toBeGreaterThan(0);
});

test("another country's listing id, an unknown category or a page past the last is a 404", async ({ page }) => {
  const t = ui("en-ae");
  for (const path of ["/en-ae/product-listing-page", "/en-ae/uae/no-such-category", "/en-ae/uae/rings?page=999"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(t.errors.notFoundText)).toBeVisible();
  }
});

test("the listing carries canonical and hreflang links to each country's listing id", async ({ page }) => {
  await page.goto("/en-ae/uae/gold/500-1000");
  await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/en-ae\/uae\/gold\/500-1000$/);
  await expect(page.locator('link[rel=alternate][hreflang="ar-SA"]')).toHaveAttribute(
    "href",
    /\/ar-sa\/product-listing-page\/gold\/500-1000$/,
  );
  await expect(page.locator('link[rel=alternate][hreflang="en-EG"]')).toHaveAttribute(
    "href",
    /\/en-eg\/egy\/gold\/500-1000$/,
  );
  await expect(page.locator('link[rel=alternate][hreflang="x-default"]')).toHaveAttribute(
    "href",
    /\/en-sa\/product-listing-page\/gold\/500-1000$/,
  );
});

test("a filtered listing's page load skips the proxy and gets the page a client navigation gets", async ({
  request,
}) => {
  // The production server hands a page load to Next under the cached page's address (the app's own
  // rule, server/listing-documents.mjs); a client navigation takes the proxy's rewrite, which names
  // that address to Next's router. Both must reach the same cached page.
  const asked = `/ar-sa/product-listing-page/gold?${new URLSearchParams({ العيار: "21k" })}&sort=price-asc&utm_source=mail`;
  const internal = "/ar-sa/product-listing-page/gold/_q/karat%3D21k%26sort%3Dprice-asc";
  // Rendered and kept first: a page's first answer is its render as it streams, whose Suspense
  // reveals differ in form (not in content) from the kept copy that every later answer is.
  expect((await request.get(internal)).status()).toBe(200);
  const load = await request.get(asked);
  expect(load.status()).toBe(200);
  expect(load.headers()["x-middleware-rewrite"]).toBeUndefined();
  const navigation = await request.get(`${asked}&_rsc=e2e`, { headers: { RSC: "1" } });
  expect(navigation.status()).toBe(200);
  expect(navigation.headers()["x-nextjs-rewritten-path"]).toBe(internal);
  // The cached page is the same whichever way it was reached.
  expect(await load.text()).toBe(await (await request.get(internal)).text());
});
