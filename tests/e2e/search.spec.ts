import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { LOCALES, type Locale } from "../../lib/i18n/locales";
import { REGIONS } from "../../lib/i18n/regions";
import { openHome, ui } from "./support";

/** Terms the seeded catalogue answers in each language (names carry "Ring"/"خاتم", "Gold"/"ذهب"). */
const TERMS = { en: "ring", ar: "ذهب" } as const;

type Suggestions = { autoSuggestions: string[]; products: { id: number; name: string; path: string }[] };

async function suggestionsOf(
  request: APIRequestContext,
  locale: Locale,
  q: string,
  brand = "main",
): Promise<Suggestions> {
  const res = await request.get(`/api/search/suggestions?${new URLSearchParams({ q, locale, brand })}`);
  expect(res.status()).toBe(200);
  return (await res.json()).response as Suggestions;
}

async function openSearch(page: Page, locale: Locale) {
  const t = ui(locale);
  await page.getByRole("banner").getByRole("button", { name: t.header.search, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: t.header.search });
  // The first opening of a visit fetches the drawer's code: allow for a cold dev server.
  const box = dialog.getByRole("combobox", { name: t.search.inputLabel });
  await expect(box).toBeFocused({ timeout: 15_000 });
  return { dialog, box };
}

/** The product page, or at least its address: the page itself is another part's work. */
async function expectProductPage(page: Page, locale: Locale, product: { name: string; path: string }) {
  await expect(page).toHaveURL(`/${locale}/p/${product.path}`, { timeout: 30_000 });
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const h1 = page.getByRole("heading", { level: 1 });
  if (await h1.count()) await expect(h1.first()).toContainText(product.name.split(" - ").at(-1)!.slice(0, 20));
}

for (const locale of ["en-sa", "ar-sa"] as const) {
  const { lang } = LOCALES[locale];
  const term = TERMS[lang];

  test(`typing shows suggestions; arrows and Enter open a product (${locale})`, async ({ page, request }, info) => {
    const t = ui(locale);
    const expected = await suggestionsOf(request, locale, term);
    expect(expected.products.length).toBeGreaterThan(0);
    expect(expected.products.length).toBeLessThanOrEqual(15);
    expect(expected.autoSuggestions.length).toBeLessThanOrEqual(15);

    await openHome(page, locale);
    const { dialog, box } = await openSearch(page, locale);
    await expect(dialog.getByRole("heading", { name: t.header.popularSearches })).toBeVisible();
    await box.fill(term);
    const listbox = dialog.getByRole("listbox", { name: t.search.suggestions });
    await expect(box).toHaveAttribute("aria-expanded", "true", { timeout: 15_000 });
    const products = listbox.getByRole("group", { name: t.search.products }).getByRole("option");
    await expect(products).toHaveCount(expected.products.length);
    await expect(products.first()).toContainText(expected.products[0]!.name);
    await page.screenshot({ path: `.reports/screenshots/search-drawer-${locale}-${info.project.name}.png` });

    // Walk down through the completions to the first product. Before the first key the typed
    // term's own row (first in the list) is the active option: Enter alone searches the term.
    const typedRow = listbox.getByRole("option").first();
    await expect(typedRow).toHaveText(t.search.searchFor.replace("{{term}}", term));
    await expect(box).toHaveAttribute("aria-activedescendant", (await typedRow.getAttribute("id"))!);
    const firstProductId = await products.first().getAttribute("id");
    for (let i = 0; i <= expected.autoSuggestions.length; i++) await box.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", firstProductId!);
    await expect(products.first()).toHaveAttribute("aria-selected", "true");
    await box.press("Enter");
    await expectProductPage(page, locale, expected.products[0]!);
  });

  test(`clicking a product suggestion opens its page (${locale})`, async ({ page, request }) => {
    const expected = await suggestionsOf(request, locale, term);
    const target = expected.products[Math.min(1, expected.products.length - 1)]!;
    await openHome(page, locale);
    const { dialog, box } = await openSearch(page, locale);
    await box.pressSequentially(term, { delay: 40 });
    await dialog.getByRole("option", { name: target.name }).first().click({ timeout: 15_000 });
    await expectProductPage(page, locale, target);
  });

  test(`Enter on a typed term opens the results page; Escape closes (${locale})`, async ({ page }) => {
    const typed = lang === "en" ? "gold ring" : "خاتم";
    await openHome(page, locale);
    const { box } = await openSearch(page, locale);
    await box.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    const again = await openSearch(page, locale);
    await again.box.fill(typed);
    await again.box.press("Enter");
    const listing = REGIONS[LOCALES[locale].region].listingPageId;
    // The results page may compile on first hit under `next dev`: allow for it.
    await expect(page).toHaveURL(`/${locale}/${listing}?${new URLSearchParams({ q: typed })}`, { timeout: 30_000 });
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test(`a term without matches says so and offers popular searches (${locale})`, async ({ page }) => {
    const t = ui(locale);
    await openHome(page, locale);
    const { dialog, box } = await openSearch(page, locale);
    await box.fill("zzqqxxw");
    const message = t.search.noResults.replace("{{term}}", "zzqqxxw");
    await expect(dialog.getByText(message)).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole("heading", { name: t.header.popularSearches })).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "false");
  });

  test(`recently viewed products feed 'recommended for you' (${locale})`, async ({ page, request }) => {
    const t = ui(locale);
    const seen = await suggestionsOf(request, locale, term);
    const ids = seen.products.slice(0, 3).map((p) => p.id);
    const region = LOCALES[locale].region;
    // The product page records views; here the history is planted, so this journey stands alone.
    await page.addInitScript(
      ([key, value]) => window.localStorage.setItem(key!, value!),
      ["recently_viewed", JSON.stringify({ state: { byRegion: { [region]: ids } }, version: 1 })],
    );
    await openHome(page, locale);
    const { dialog } = await openSearch(page, locale);
    const rail = dialog.getByRole("region", { name: t.search.recommended });
    const tiles = rail.getByRole("link");
    await expect(tiles.first()).toBeVisible({ timeout: 15_000 });
    expect(await tiles.count()).toBeLessThanOrEqual(6);
    await expect(tiles.first()).toHaveAttribute("href", new RegExp(`^/${locale}/p/.+-sku-`));
  });
}

test("the drawer on Miss L' pages searches Miss L' only", async ({ page }) => {
  await openHome(page, "en-sa", "/miss-l");
  const { box } = await openSearch(page, "en-sa");
  const asked = page.waitForRequest(
    (r) => r.url().includes("/api/search/suggestions") && r.url().includes("brand=missl"),
  );
  await box.fill("ring");
  await asked;
  await box.press("Enter");
  await expect(page).toHaveURL("/en-sa/product-listing-page?q=ring&brand=missl", { timeout: 30_000 });
});

test.describe("search API", () => {
  test("POST /api/search answers a page of products, and 400 JSON for a bad body", async ({ request }) => {
    const good = await request.post("/api/search", {
      data: { searchTerm: true, query: "ring", locale: "ar-eg", rows: 5 },
    });
    expect(good.status()).toBe(200);
    const body = await good.json();
    expect(body.hasError).toBe(false);
    expect(body.response.type).toBe("SEARCH");
    expect(body.response.products.length).toBeLessThanOrEqual(5);
    expect(body.response.products[0]?.prices.price.currencyCode).toBe("EGP");

    for (const data of [{ rows: 0 }, { sorting: "cheapest" }, { facets: { colour: ["red"] } }, { locale: "fr-fr" }]) {
      const bad = await request.post("/api/search", { data });
      expect(bad.status()).toBe(400);
      expect(bad.headers()["content-type"]).toContain("application/json");
      expect(await bad.json()).toEqual({ hasError: true, error: expect.stringMatching(/^Invalid request: /) });
    }
    const notJson = await request.post("/api/search", { data: "{", headers: { "content-type": "application/json" } });
    expect(notJson.status()).toBe(400);
  });

  test("GET /api/search/suggestions is cacheable and validates its parameters", async ({ request }) => {
    const res = await request.get("/api/search/suggestions?q=gold&locale=en-ae");
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toContain("s-maxage=60");
    const bad = await request.get("/api/search/suggestions?q=gold&locale=xx");
    expect(bad.status()).toBe(400);
    expect((await bad.json()).hasError).toBe(true);
  });
});
