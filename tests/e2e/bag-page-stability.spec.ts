import { expect, test, type Page } from "@playwright/test";
import { LOCALES, type Locale } from "../../lib/i18n/locales";
import { openHome, ui } from "./support";
import { findPiece } from "./shopper";

/**
 * The bag page is read in the browser (the bag's id is in the tab's storage), after the server's
 * first frame: nothing in view may move when its lines, or the empty bag, replace the loading
 * line. Layout shifts are observed from the start of the load (buffered), on desktop and phone.
 */
type Shift = { value: number; nodes: string[] };

/** Opens a page with a layout-shift observer installed before anything of it runs. */
async function openObserved(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: Shift[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        w.shifts.push({
          value: entry.value,
          nodes: (entry.sources ?? []).map((s) =>
            s.node instanceof Element
              ? `${s.node.tagName.toLowerCase()}.${s.node.className}`.slice(0, 80)
              : String(s.node?.nodeName),
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
}

const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);

for (const locale of ["en-sa", "ar-sa"] as const satisfies Locale[]) {
  test(`the empty bag page moves nothing as it arrives (${locale})`, async ({ page }) => {
    await openObserved(page, `/${locale}/cart`);
    await expect(page.getByText(ui(locale).cart.empty)).toBeVisible();
    await page.waitForTimeout(1_500); // the guest bag's restore looks twice, the second time after ~1 s
    expect(await shifts(page)).toEqual([]);
  });

  test(`a bag of three lines moves nothing as it arrives (${locale})`, async ({ page, request }) => {
    const region = LOCALES[locale].region;
    const pieces = await Promise.all([
      findPiece(request, locale, "necklace", "necklaces", 2),
      findPiece(request, locale, "earrings", "earrings", 2),
      findPiece(request, locale, "bracelet", "bracelets", 2),
    ]);
    const created = await request.post("/api/cart/createCart", {
      data: { region, locale, payload: { line_items: pieces.map((p) => ({ product_id: p.entityId, quantity: 1 })) } },
    });
    expect(created.status(), await created.text()).toBe(201);
    const cartId = (await created.json()).response.id as string;
    // The tab knows the bag's id, as after shopping in it; the bag page reads the lines itself.
    await openHome(page, locale);
    await page.evaluate((id) => sessionStorage.setItem("cartId", id), cartId);
    await openObserved(page, `/${locale}/cart`);
    await expect(page.locator("main li[aria-busy]")).toHaveCount(3);
    await page.waitForTimeout(500);
    expect(await shifts(page)).toEqual([]);
  });
}
