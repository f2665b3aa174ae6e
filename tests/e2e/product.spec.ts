import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { LOCALES, type Locale } from "../../lib/i18n/locales";
import { PRODUCT_ADDRESS_HEADER } from "../../server/product-documents.mjs";
import { bagLinkName, openHome, ui } from "./support";

/**
 * The product page: size choice in the URL, stock line, Add to bag's request, canonical
 * redirects, the 404, and the SEO parts. Products are discovered from the locale's home page
 * (its rails list in-stock pieces), so the spec does not depend on a seed's exact SKUs.
 */
async function productPaths(request: APIRequestContext, locale: Locale): Promise<string[]> {
  const html = await (await request.get(`/${locale}`)).text();
  const paths = html.match(new RegExp(`/${locale}/p/[a-z0-9-]+-sku-[a-z0-9-]+`, "g")) ?? [];
  return [...new Set(paths.map((p) => p.slice(`/${locale}`.length)))];
}

async function ringPath(request: APIRequestContext, locale: Locale): Promise<string> {
  const ring = (await productPaths(request, locale)).find((p) => /-ring-/.test(p));
  expect(ring, `a ring on the ${locale} home page`).toBeTruthy();
  return ring!;
}

const digits = (locale: Locale, n: string) =>
  new Intl.NumberFormat(LOCALES[locale].bcp47, { useGrouping: false }).format(Number(n));

/** Recording the view is the page's client code running: after it, clicks are not lost. */
async function waitForPageScripts(page: Page, locale: Locale) {
  const region = LOCALES[locale].region;
  await expect
    .poll(() =>
      page.evaluate(
        (r) => JSON.parse(localStorage.getItem("recently_viewed") ?? "{}")?.state?.byRegion?.[r]?.length ?? 0,
        region,
      ),
    )
    .toBeGreaterThan(0);
}

for (const locale of ["en-sa", "ar-sa"] as const) {
  test(`choose a ring size: the stock line and the URL follow, Add to bag asks for the size (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const t = ui(locale).product;
    const path = await ringPath(request, locale);
    await openHome(page, locale, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await waitForPageScripts(page, locale);
    const status = page.getByRole("main").getByRole("status");
    await expect(status).toHaveText(t.chooseSizeForStock);

    // Without a size, Add to bag explains instead of adding.
    const cartCalls: { url: string; body: { payload: { line_items: { variant_id?: number; quantity: number }[] } } }[] =
      [];
    page.on("request", (r) => {
      if (/\/api\/cart\/(createCart|addProduct)$/.test(r.url()))
        cartCalls.push({ url: r.url(), body: r.postDataJSON() });
    });
    const add = page.getByRole("button", { name: t.addToBag });
    await add.click();
    await expect(page.getByRole("alert").filter({ hasText: t.sizeRequired })).toBeVisible();

    const sizes = page.getByRole("group", { name: t.size }).getByRole("radio");
    expect(await sizes.count()).toBe(7);
    const enabled = sizes.and(page.locator(":not([disabled])"));
    const radio = enabled.first();
    const size = (await radio.getAttribute("value"))!;
    // The radio is visually hidden inside its pill: a shopper clicks the pill.
    await page.locator(`label:has(input[name="size"][value="${size}"])`).click();
    await expect(radio).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`${path}\\?size=${size}$`));
    await expect(status).toContainText(digits(locale, size));
    await expect(status).not.toHaveText(t.chooseSizeForStock);
    await expect(page.getByRole("alert").filter({ hasText: t.sizeRequired })).toHaveCount(0);

    expect(cartCalls).toHaveLength(0);
    await add.click();
    // The chosen size's variant goes to the cart, once, and the bag's badge counts it.
    await expect.poll(() => cartCalls.length).toBe(1);
    expect(cartCalls[0]!.body.payload.line_items).toEqual([
      expect.objectContaining({ quantity: 1, variant_id: expect.any(Number) }),
    ]);
    await expect(page.getByRole("link", { name: bagLinkName(locale, 1) })).toBeVisible();

    // The address reproduces the choice.
    await page.reload();
    await expect(page.getByRole("radio", { name: digits(locale, size), exact: true })).toBeChecked();
    await expect(status).toContainText(digits(locale, size));
  });
}

test("a wrong name or an upper-case SKU redirects permanently to the canonical address", async ({ page, request }) => {
  const path = await ringPath(request, "en-sa");
  const sku = path.slice(path.indexOf("-sku-") + 5);
  // The production server marks a load of a canonical address so the proxy is skipped
  // (server/product-documents.mjs); the same mark sent by a client must change nothing.
  const forged = { [PRODUCT_ADDRESS_HEADER]: "canonical" };
  for (const wrong of [
    `/en-sa/p/some-old-name-sku-${sku}`,
    `/en-sa${path.replace(`-sku-${sku}`, `-sku-${sku.toUpperCase()}`)}`,
  ]) {
    for (const headers of [{}, forged]) {
      const response = await request.get(wrong, { maxRedirects: 0, headers });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers()["location"]!, "http://x").pathname).toBe(`/en-sa${path}`);
    }
  }
  expect((await request.get(`/en-sa${path}`, { maxRedirects: 0 })).status()).toBe(200);
  const unknown = await request.get("/en-sa/p/gold-ring-sku-zz99-999999", { headers: forged });
  expect(unknown.status()).toBe(404);
  await page.goto(`/ar-sa/p/another-name-sku-${sku}`);
  await expect(page).toHaveURL(new RegExp(`/ar-sa${path}$`));
});

for (const locale of ["en-sa", "ar-eg"] as const) {
  test(`an unknown SKU shows the 404 texts (${locale})`, async ({ page }) => {
    const t = ui(locale).errors;
    for (const path of ["/p/gold-ring-sku-zz99-999999", "/p/not-a-product-address"]) {
      const response = await page.goto(`/${locale}${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: t.notFoundTitle })).toBeVisible();
      await expect(page.getByText(t.notFoundText)).toBeVisible();
    }
  });

  test(`JSON-LD, canonical and hreflang links are in the page (${locale})`, async ({ page, request }) => {
    const [path] = await productPaths(request, locale);
    expect(path).toBeTruthy();
    await page.goto(`/${locale}${path}`);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.flatMap((text) => JSON.parse(text) as { "@type": string }[] | { "@type": string });
    const product = data.find((d) => d["@type"] === "Product") as
      { name: string; offers: { priceCurrency: string; availability: string; url: string } } | undefined;
    expect(product?.offers.priceCurrency).toBe(LOCALES[locale].currency);
    expect(product?.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    expect(new URL(product!.offers.url).pathname).toBe(`/${locale}${path}`);
    const crumbs = data.find((d) => d["@type"] === "BreadcrumbList") as
      { itemListElement: { position: number }[] } | undefined;
    expect(crumbs?.itemListElement.map((i) => i.position)).toEqual([1, 2, 3]);

    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname).toBe(`/${locale}${path}`);
    const alternates = page.locator('link[rel="alternate"][hreflang]');
    const langs = await alternates.evaluateAll((links) =>
      links.map((l) => [l.getAttribute("hreflang"), new URL(l.getAttribute("href")!).pathname]),
    );
    expect(langs).toContainEqual(["x-default", `/en-sa${path}`]);
    expect(langs).toContainEqual([LOCALES[locale].bcp47, `/${locale}${path}`]);
    await expect(page).toHaveTitle(/\|/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S{3,}/);
  });
}
