import { expect, test } from "@playwright/test";
import { FONT_FILES } from "../../lib/fonts";
import { openHome, pageScripts } from "./support";

// A string only the stylesheet has: the Arabic faces' unicode-range (minified or not).
const ARABIC_RANGE = /U\+0?61B-0?6D5/i;
const LINKED = /<link rel="stylesheet" href="(\/_next\/static\/chunks\/[^"]+\.css)"[^>]*>/g;

// Production pages link Next's one stylesheet (app/[locale]/layout.tsx; ADR 0015 as amended)
// and ask for their scripts after the first paint (ADR 0034).
test("a page links its one stylesheet, carries no copy of it, asks for no font before its first paint, and marks its scripts for eager compilation", async ({
  request,
}) => {
  for (const path of ["/en-sa", "/ar-eg/egy/rings"]) {
    const html = await (await request.get(path)).text();
    const links = [...html.matchAll(LINKED)];
    expect(links, path).toHaveLength(1);
    expect(html.match(/<link[^>]+rel="stylesheet"/g), path).toHaveLength(1);
    const css = await (await request.get(links[0]![1]!)).text();
    // Tailwind's utilities, this project's own rules and the font faces are all in it.
    expect(css).toContain(".facet-option");
    expect(css).toContain("@font-face");
    expect(css).toMatch(ARABIC_RANGE);
    expect(css.length).toBeGreaterThan(20_000);
    expect(html).not.toMatch(ARABIC_RANGE);
    expect(html).not.toMatch(/<link[^>]+as="font"/);
    // Not in the RSC payload, nor in the browser's scripts.
    const payload = [...html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)]
      .map((m) => m[1])
      .join("");
    expect(payload).not.toContain("@font-face");
    const scripts = pageScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const source = await (await request.get(script)).text();
      expect(source, script).not.toMatch(ARABIC_RANGE);
      // Compiled off the main thread as it streams in (scripts/compile-hints.mjs).
      expect(source.startsWith("//# allFunctionsCalledOnLoad\n"), script).toBe(true);
    }
  }
});

test("the self-hosted fonts are served for a year under their hashed names, and an unknown font is a 404", async ({
  request,
}) => {
  for (const name of FONT_FILES) {
    const response = await request.get(`/fonts/${name}`);
    expect(response.status(), name).toBe(200);
    expect(response.headers()["content-type"]).toBe("font/woff2");
    // A name is a content hash (npm run fonts): the file under it never changes.
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Every WOFF2 file starts with its signature.
    expect((await response.body()).subarray(0, 4).toString("latin1")).toBe("wOF2");
  }
  expect((await request.get("/fonts/missing.woff2")).status()).toBe(404);
});

test("the stylesheet and the web font hold across a client-side navigation (en-sa)", async ({ page }) => {
  await openHome(page, "en-sa");
  const styled = () =>
    page.evaluate(() => ({
      sheets: document.querySelectorAll('link[rel="stylesheet"][href^="/_next/static/"]').length,
      // The fallback for documents without Next's link is not added to pages that have it.
      fallbacks: document.querySelectorAll('link[href="/lumina.css"]').length,
      // A utility from the stylesheet: the body is a flex column (the layout's `flex` class).
      display: getComputedStyle(document.body).display,
      // The @font-face rule's font itself, fetched from /fonts (check() would also say true for
      // a family no rule declares).
      fontLoaded: [...document.fonts].some(
        (face) => face.family.replaceAll('"', "") === "Noto Sans Web" && face.status === "loaded",
      ),
      family: getComputedStyle(document.body).fontFamily,
    }));
  await expect.poll(async () => (await styled()).fontLoaded).toBe(true);
  expect(await styled()).toMatchObject({ sheets: 1, fallbacks: 0, display: "flex" });
  expect((await styled()).family).toMatch(/^"Noto Sans Web"/);
  await page.getByRole("contentinfo").locator('a[href="/en-sa/sign-up"]').click();
  await expect(page).toHaveURL(/\/en-sa\/sign-up$/);
  expect(await styled()).toMatchObject({ sheets: 1, fallbacks: 0, display: "flex", fontLoaded: true });
});

test("a 404 sent as Next's error shell (no stylesheet link) is styled from /lumina.css (ar-ae)", async ({
  page,
  request,
}) => {
  const stylesheet = await request.get("/lumina.css");
  expect(stylesheet.headers()["content-type"]).toContain("text/css");
  expect(await stylesheet.text()).toContain(".facet-option");
  // A category the store lacks: only rendering can tell, so the page's notFound() is drawn in Next's
  // error shell (an address the proxy knows to be unknown gets the locale's layout instead).
  const response = await page.goto("/ar-ae/uae/no-such-category");
  expect(response?.status()).toBe(404);
  await expect(page.locator('link[rel="stylesheet"][href="/lumina.css"]')).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).display)).toBe("flex");
  // Laid out for the phone or desktop width, not wider than the window.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
