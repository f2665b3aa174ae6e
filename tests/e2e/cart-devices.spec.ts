import { expect, test } from "@playwright/test";
import { LOCALES, type Locale } from "../../lib/i18n/locales";
import { bagLinkName, openHome } from "./support";
import { newShopper, signInFromHeader, signedInShopper } from "./account-support";
import { findPiece } from "./shopper";

/**
 * Her bag follows her: a bag filled while signed in on one device is
 * there when she signs in on another, because the store keeps its id in her cart attribute; a
 * country switch leaves that bag behind in its own country.
 */
for (const locale of ["en-sa", "ar-sa"] as const satisfies Locale[]) {
  test(`a signed-in shopper's bag is there when she signs in on another device (${locale})`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const region = LOCALES[locale].region;
    const shopper = await signedInShopper(page, locale, newShopper(testInfo, locale, "devices"));
    const piece = await findPiece(request, locale, "necklace", "necklaces", 1);
    const created = await page.request.post("/api/cart/createCart", {
      data: { region, locale, payload: { line_items: [{ product_id: piece.entityId, quantity: 1 }] } },
    });
    expect(created.status(), await created.text()).toBe(201);

    const other = await browser.newContext();
    const phone = await other.newPage();
    await openHome(phone, locale);
    await expect(phone.getByRole("link", { name: bagLinkName(locale, 0) })).toBeVisible();
    await signInFromHeader(phone, locale, shopper);
    await expect(phone.getByRole("link", { name: bagLinkName(locale, 1) })).toBeVisible({ timeout: 15_000 });
    await other.close();
  });
}
