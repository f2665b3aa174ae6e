import { expect, test, type Page } from "@playwright/test";
import { openHome, ui } from "./support";

/*
 * The drawers', dialogs', search panel's and toasts' texts (lib/i18n/client-sections.ts, the lazy
 * sections) are in no page's document: the browser fetches them, in one answer, when the shopper
 * first shows intent or opens one; the routes that draw them at once send them with the page.
 */

/** The page's requests for the lazy sections. */
function lazyRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/translations/")) urls.push(request.url());
  });
  return urls;
}

for (const locale of ["en-sa", "ar-sa"] as const) {
  test(`a page carries no drawer or toast texts; the sign-in dialog fetches them once (${locale})`, async ({
    page,
    request,
  }) => {
    const t = ui(locale);
    const html = await (await request.get(`/${locale}`)).text();
    for (const text of [
      t.auth.signIn.forgot,
      t.cart.links.dismiss,
      t.cart.toast.network,
      t.wishlist.guestHint,
      t.product.sizeGuide,
    ])
      expect(html).not.toContain(text);

    const asked = lazyRequests(page);
    await openHome(page, locale);
    await page.getByRole("banner").getByRole("button", { name: t.header.account, exact: true }).click();
    const drawer = page.getByRole("dialog", { name: t.drawers.account.title });
    await expect(drawer).toBeVisible({ timeout: 10_000 });
    await drawer.getByRole("button", { name: t.drawers.account.signIn, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: t.auth.signIn.title });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByRole("button", { name: t.auth.signIn.forgot })).toBeVisible();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(new RegExp(`/api/translations/${locale.slice(0, 2)}\\?v=[\\w-]{12}$`));
  });
}

// Drawn by the server, so the route sent the section (without it, the part would be left to the browser).
test("the pages that draw these texts at once send them with the page", async ({ request }) => {
  const ar = ui("ar-sa");
  expect(await (await request.get("/ar-sa/cart")).text()).toContain(ar.cart.loading);
  expect(await (await request.get("/en-sa/sign-up")).text()).toContain(ui("en-sa").auth.signUp.submit);
  // The listing's sort (a route section) and a product page's bag button and heart (lazy sections it sends).
  const listing = await (await request.get("/ar-sa/product-listing-page")).text();
  expect(listing).toContain(ar.listing.sortBy);
  const product = /href="(\/ar-sa\/p\/[^"?]+)"/.exec(listing)?.[1];
  expect(product).toBeTruthy();
  const page = await (await request.get(product!)).text();
  for (const text of [ar.product.addToBag, ar.wishlist.add]) expect(page).toContain(text);
});
