import { expect, test } from "@playwright/test";
import { emulateSlowPhone, openHome } from "./support";

// The home's rails and promo banner sit below the first screen: the browser skips their pictures'
// layout and paint (and does not ask for them) until the shopper scrolls near, so the first frame
// and the hero picture do not wait for them (features/content/components).
for (const locale of ["en-sa", "ar-sa"] as const) {
  test(`the home's rails and banner are drawn when scrolled to, not at load (${locale})`, async ({ page }) => {
    await openHome(page, locale);
    const below = page.locator("main section:has([data-wishlist-heart]), main section:has(img[sizes*='39rem'])");
    expect(await below.count()).toBeGreaterThan(1);
    for (const section of await below.all()) {
      const frames = section.locator(".card-media, .picture-frame");
      expect(await frames.count()).toBeGreaterThan(0);
      for (const frame of await frames.all()) await expect(frame).toHaveCSS("content-visibility", "auto");
    }

    const last = below.last();
    await last.scrollIntoViewIfNeeded();
    const picture = last.locator("img").first();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });
}

// Drawn when scrolled near, but never moving the page: a section's box has its final size before it
// is drawn (a picture frame's from its aspect ratio), so nothing below it jumps as it is drawn and
// nothing of it lies over the blocks below at load (the rails' prices over the dark footer once).
for (const locale of ["en-sa", "ar-sa"] as const) {
  test(`scrolling the home to the bottom moves nothing on it (${locale})`, async ({ page }) => {
    await openHome(page, locale);
    await page.evaluate(() => {
      const w = window as unknown as { shifts: { value: number; nodes: string[] }[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node }[];
        }[]) {
          if (entry.hadRecentInput) continue;
          const nodes = (entry.sources ?? []).map((s) =>
            s.node instanceof Element
              ? `${s.node.tagName.toLowerCase()}.${s.node.className}`.slice(0, 80)
              : String(s.node?.nodeName),
          );
          w.shifts.push({ value: entry.value, nodes });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const sections = page.locator("main section");
    const before = await sections.evaluateAll((all) => all.map((s) => Math.round(s.getBoundingClientRect().height)));
    const footerTop = await page.locator("footer").evaluate((f) => f.getBoundingClientRect().top + window.scrollY);
    for (let step = 0; step < 40; step++) {
      const done = await page.evaluate(() => {
        window.scrollBy(0, Math.round(window.innerHeight * 0.6));
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(120);
      if (done) break;
    }
    await page.waitForTimeout(300);
    const after = await sections.evaluateAll((all) => all.map((s) => Math.round(s.getBoundingClientRect().height)));
    expect(after, "each section's height before and after it is drawn").toEqual(before);
    expect(await page.locator("footer").evaluate((f) => f.getBoundingClientRect().top + window.scrollY)).toBe(
      footerTop,
    );
    const shifts = await page.evaluate(
      () => (window as unknown as { shifts: { value: number; nodes: string[] }[] }).shifts,
    );
    expect(shifts, "layout shifts while scrolling").toEqual([]);
  });
}

// The header's rows centre their items (the menu, the logo). On a slow network the HTML arrives in
// pieces, and a frame drawn mid-header put the items that had come in the middle, then moved them
// when the rest arrived. The rows are drawn once the header's end is parsed (app/globals.css), so
// nothing in the header moves as the page arrives, and the header is drawn all the same.
for (const locale of ["en-sa", "ar-sa"] as const) {
  test(`the header moves nothing as the page arrives on a slow network (${locale})`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { headerShifts: string[] };
      w.headerShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node }[] }[]) {
          for (const { node } of entry.sources ?? [])
            if (node instanceof Element && node.closest("[data-site-header]"))
              w.headerShifts.push(`${node.tagName.toLowerCase()}.${node.className}`.slice(0, 60));
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await emulateSlowPhone(page);
    await page.goto(`/${locale}`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
    const visibility = await page
      .locator("[data-site-header] > *:not([data-header-end])")
      .evaluateAll((rows) => rows.map((row) => getComputedStyle(row).visibility));
    expect(visibility.length, "the header's rows").toBeGreaterThan(2);
    expect(new Set(visibility), "the header's rows, drawn once its end is parsed").toEqual(new Set(["visible"]));
    const shifts = await page.evaluate(() => (window as unknown as { headerShifts: string[] }).headerShifts);
    expect(shifts, "nodes of the header that moved while the page arrived").toEqual([]);

    // Whether a load splits the header is up to the network, so the rule itself is checked too:
    // without its end marker the header's rows are not drawn, and with it they are.
    const rowsWithoutEnd = await page.evaluate(() => {
      const end = document.querySelector("[data-site-header] > [data-header-end]")!;
      const parent = end.parentElement!;
      end.remove();
      const hidden = [...parent.children].map((row) => getComputedStyle(row).visibility);
      parent.append(end);
      return hidden;
    });
    expect(new Set(rowsWithoutEnd), "the header's rows before its end is parsed").toEqual(new Set(["hidden"]));
    await expect(page.locator("[data-site-header] > *").first()).toHaveCSS("visibility", "visible");
  });
}
