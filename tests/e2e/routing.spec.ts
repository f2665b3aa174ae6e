import { expect, test } from "@playwright/test";
import { openHome, ui } from "./support";

test("/ lands on en-sa", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/en-sa$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});

test("a path without a locale lands on the same path under en-sa", async ({ page }) => {
  await page.goto("/waves?utm=x");
  await expect(page).toHaveURL(/\/en-sa\/waves\?utm=x$/);
});

test("the locale is written to the user_locale cookie for a year", async ({ page, context }) => {
  await openHome(page, "ar-eg");
  const localeCookie = async () => (await context.cookies()).find((c) => c.name === "user_locale");
  await expect.poll(async () => (await localeCookie())?.value).toBe("ar-eg");
  const cookie = await localeCookie();
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(360);
});

for (const locale of ["en-sa", "ar-ae"] as const) {
  test(`unknown page shows the 404 texts (${locale})`, async ({ page }) => {
    const t = ui(locale).errors;
    const response = await page.goto(`/${locale}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: t.notFoundTitle })).toBeVisible();
    await expect(page.getByText(t.notFoundText)).toBeVisible();
    await expect(page.getByText(t.backOnTrack)).toBeVisible();
    await page.getByRole("link", { name: t.shopAll }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
  });
}

test("the 404 promo cards link to each brand home", async ({ page }) => {
  await page.goto("/en-sa/nowhere");
  const main = page.getByRole("main");
  await expect(main.locator('a[href="/en-sa/miss-l"]')).toBeVisible();
  await expect(main.locator('a[href="/en-sa/waves"]')).toBeVisible();
});

test("store locations exist in sa and eg but not in ae", async ({ page }) => {
  for (const locale of ["en-sa", "ar-eg"] as const) {
    const response = await page.goto(`/${locale}/store-locations`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: ui(locale).stores.title })).toBeVisible();
    expect(await page.getByRole("main").getByRole("listitem").count()).toBeGreaterThan(2);
  }
  const response = await page.goto("/en-ae/store-locations");
  expect(response?.status()).toBe(404);
  await page.goto("/en-ae");
  await expect(page.getByRole("link", { name: ui("en-ae").header.storeLocator })).toHaveCount(0);
});

for (const locale of ["en-sa", "ar-sa"] as const) {
  test(`a page that fails shows the 500 view with the brand cards (${locale})`, async ({ page }) => {
    const t = ui(locale).errors;
    await page.goto(`/${locale}/error-probe`);
    await expect(page.getByRole("heading", { name: t.serverTitle })).toBeVisible();
    await expect(page.getByText(t.serverText)).toBeVisible();
    const main = page.getByRole("main");
    for (const brand of ["", "/miss-l", "/waves"])
      await expect(main.locator(`a[href="/${locale}${brand}"]`).filter({ has: page.locator("picture") })).toBeVisible();
    await expect(main.locator("picture img").first()).toHaveAttribute("alt", /.+/);
    await expect(page.getByRole("link", { name: t.shopAll })).toBeVisible();
  });
}
