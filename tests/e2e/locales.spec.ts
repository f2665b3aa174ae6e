import { expect, test } from "@playwright/test";
import { LOCALES, LOCALE_CODES } from "../../lib/i18n/locales";
import en from "../../locales/en/common.json" with { type: "json" };
import { currencySymbol, ui } from "./support";

for (const locale of LOCALE_CODES) {
  test(`${locale} home renders with its language, direction and currency`, async ({ page }) => {
    const info = LOCALES[locale];
    const response = await page.goto(`/${locale}`);
    expect(response?.status()).toBe(200);
    const html = page.locator("html");
    await expect(html).toHaveAttribute("lang", info.bcp47);
    await expect(html).toHaveAttribute("dir", info.dir);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Product rails come from the country's own store, priced in its currency.
    await expect(page.getByRole("main").getByText(currencySymbol(locale)).first()).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText(String(new Date().getFullYear()));
    await expect(
      page.getByRole("banner").getByRole("button", { name: ui(locale).header.account, exact: true }),
    ).toBeVisible();
  });
}

test("server HTML already carries lang and dir (right at first paint)", async ({ request }) => {
  const html = await (await request.get("/ar-ae")).text();
  expect(html).toMatch(/<html[^>]*lang="ar-AE"[^>]*dir="rtl"/);
});

test("the account's texts reach the browser on the account route only (lib/i18n/client-sections.ts)", async ({
  request,
}) => {
  const returnsText = en.returns.flow.intro;
  expect(await (await request.get("/en-sa/product-listing-page/rings")).text()).not.toContain(returnsText);
  expect(await (await request.get("/en-sa/account")).text()).toContain(returnsText);
});

test("Miss L' and Waves homes show product rails from the country's store", async ({ page }) => {
  for (const locale of ["en-sa", "ar-eg"] as const) {
    const path = locale === "en-sa" ? "/en-sa/miss-l" : "/ar-eg/waves";
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const products = page.getByRole("main").locator(`a[href^="/${locale}/p/"]`);
    expect(await products.count()).toBeGreaterThanOrEqual(6);
    await expect(products.first()).toContainText(currencySymbol(locale));
  }
});
