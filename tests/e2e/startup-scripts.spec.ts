import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { openHome, pageScripts } from "./support";

// What a listing or product page runs before a shopper does anything (docs/log/measurements.md,
// "what the browser runs first"). Validation (zod, ~115 KB of script) belongs to the server and to forms
// loaded on demand; one value import from a module that also validates once put it on every
// product page. Intl.NumberFormat's first use costs a tab 30-90 ms (lib/i18n/digits.ts).
const ZOD = "$ZodType";

async function startupScripts(request: import("@playwright/test").APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const scripts = pageScripts(html);
  expect(scripts.length, path).toBeGreaterThan(0);
  return {
    html,
    sources: await Promise.all(scripts.map(async (src) => ({ src, text: await (await request.get(src)).text() }))),
  };
}

test("listing and product pages start without the validation library", async ({ request }) => {
  // The marker is zod's own: its schema classes are built under this name, minified or not.
  expect(readFileSync("node_modules/zod/v4/core/schemas.js", "utf8")).toContain(`"${ZOD}"`);
  const listing = await startupScripts(request, "/ar-eg/egy/rings");
  const product = /href="(\/ar-eg\/p\/[^"?]+)"/.exec(listing.html)?.[1];
  expect(product).toBeTruthy();
  for (const path of ["/en-sa/product-listing-page/rings", "/ar-eg/egy/rings", product!]) {
    const { sources } = await startupScripts(request, path);
    for (const { src, text } of sources) expect(text.includes(ZOD), `${path}: ${src}`).toBe(false);
  }
});

test("a product page formats its sizes without building an Intl.NumberFormat", async ({ page }) => {
  await page.addInitScript(() => {
    const built: string[] = [];
    (window as unknown as { __built: string[] }).__built = built;
    Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        built.push(String(args[0]));
        return Reflect.construct(target, args);
      },
    });
  });
  // A ring of the listing with sizes (the first card of ar-eg's rings is one).
  await page.goto("/ar-eg/egy/rings");
  const path = (await page.locator('main a[href*="/p/"]').first().getAttribute("href"))!.replace(/^\/ar-eg/, "");
  await openHome(page, "ar-eg", path);
  // Arabic-Indic digits in the hydrated size picker, as ICU writes them for ar-EG.
  await expect(page.locator('label:has(input[name="size"])').first()).toHaveText(/^[٠-٩]+/);
  expect(await page.evaluate(() => (window as unknown as { __built: string[] }).__built)).toEqual([]);
});

// Next's scripts are asked for after the first paint (server/scripts-after-paint.mjs,
// ADR 0034), so a phone's picture and font get the connection first; the page still hydrates.
for (const path of ["/en-sa", "/ar-sa/product-listing-page/rings"]) {
  test(`the page asks for its scripts only after its first paint (or its load event), and hydrates (${path})`, async ({
    page,
  }) => {
    // A page's first render after a start is streamed as it renders, scripts as Next wrote them;
    // the server rewrites the page it sends whole, from the cache, from then on.
    for (let i = 0; i < 2; i++) expect((await page.request.get(path)).ok()).toBe(true);
    await openHome(page, path.slice(1, 6) as "en-sa" | "ar-sa", path.slice(6));
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
      // On loopback the load event can come before the first frame is reported: the queue then
      // starts at the load event, when nothing else is left to download.
      load: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/_next\/static\/chunks\/[^?]+\.js/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(5);
    expect(timing.load).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(Math.min(timing.paint, timing.load));
  });
}
