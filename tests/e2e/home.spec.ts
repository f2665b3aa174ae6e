import { expect, test } from "@playwright/test";
import { openHome } from "./support";

// The home's rails and promo banner sit below the first screen: the browser skips their style,
// layout and paint (and their lazy pictures) until the shopper scrolls near them, so the first
// frame and the hero picture do not wait for them (issue 28's LCP; features/content/components).
for (const locale of ["en-sa", "ar-sa"] as const) {
  test(`the home's rails and banner are drawn when scrolled to, not at load (${locale})`, async ({ page }) => {
    await openHome(page, locale);
    const below = page.locator("main section:has([data-wishlist-heart]), main section:has(img[sizes*='39rem'])");
    expect(await below.count()).toBeGreaterThan(1);
    for (const section of await below.all()) await expect(section).toHaveCSS("content-visibility", "auto");

    const last = below.last();
    await last.scrollIntoViewIfNeeded();
    const picture = last.locator("img").first();
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
}
