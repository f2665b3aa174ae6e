import { expect, test, type Page } from "@playwright/test";
import { openHome } from "./support";

// What Lighthouse's accessibility audits "heading-order" and "color-contrast" ask, checked
// where they once failed: a listing's cards (h3) came straight after its h1, and the footer's
// sign-up button was white on gold (3.1:1).

/** Levels of the headings a screen reader lists (visually hidden ones included), in page order. */
function headingLevels(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6, [role=heading]")]
      .filter((el) => el.checkVisibility() && !el.closest("[aria-hidden=true], [inert]"))
      .map((el) => ({
        level: Number(el.getAttribute("aria-level") ?? el.tagName.slice(1)),
        text: el.textContent?.trim().slice(0, 40) ?? "",
      })),
  );
}

/** WCAG contrast of an element's text against its own background, colours read as the page paints them. */
function contrastOf(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
      const rgb = (css: string) => {
        canvas.clearRect(0, 0, 1, 1);
        canvas.fillStyle = css;
        canvas.fillRect(0, 0, 1, 1);
        return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      };
      const luminance = (css: string) => {
        const [r, g, b] = rgb(css).map((c) => {
          const s = c / 255;
          return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const style = getComputedStyle(el);
      const [a, b] = [luminance(style.color), luminance(style.backgroundColor)].sort((x, y) => y - x);
      return (a! + 0.05) / (b! + 0.05);
    });
}

const pages = [
  ["en-sa", ""],
  ["en-sa", "/product-listing-page/rings"],
  ["ar-eg", "/egy/rings"],
] as const;

for (const [locale, path] of pages) {
  test(`headings never skip a level (/${locale}${path})`, async ({ page }) => {
    await openHome(page, locale, path);
    const levels = await headingLevels(page);
    expect(levels[0]?.level, "the page starts with its h1").toBe(1);
    for (let i = 1; i < levels.length; i++) {
      expect(
        levels[i]!.level - levels[i - 1]!.level,
        `"${levels[i]!.text}" after "${levels[i - 1]!.text}"`,
      ).toBeLessThanOrEqual(1);
    }
  });
}

test("the footer's sign-up button is legible, at rest and under the pointer (AA, 4.5:1)", async ({ page }) => {
  await openHome(page, "en-sa");
  const button = 'footer a[href$="/sign-up"]';
  expect(await contrastOf(page, button)).toBeGreaterThanOrEqual(4.5);
  await page.locator(button).scrollIntoViewIfNeeded();
  await page.locator(button).hover();
  // Tailwind's colour transition is not on this button, so the hover colours apply at once.
  await expect.poll(() => contrastOf(page, button)).toBeGreaterThanOrEqual(4.5);
});
