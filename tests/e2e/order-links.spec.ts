import { expect, test } from "@playwright/test";
import type { Locale } from "../../lib/i18n/locales";
import { openHome, ui } from "./support";

/**
 * A repurchase or abandoned-cart link from a mail (`/cart?order_id=&exp=&key=`) whose key is wrong
 * says so on the cart page, in the shopper's language; an expired key is tested on the
 * route (app/api/cart/routes.test.ts), as the browser cannot wait 30 days.
 */
for (const locale of ["en-sa", "ar-sa"] as const satisfies Locale[]) {
  test(`a mailed bag link with a wrong key says the link is not valid (${locale})`, async ({ page }) => {
    await openHome(page, locale, "/cart?order_id=1&exp=4102444800&key=not-the-key-of-this-order-0123456789abcdef");
    await expect(page.getByText(ui(locale).cart.links.linkInvalid)).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`/${locale}/cart$`));
  });
}
