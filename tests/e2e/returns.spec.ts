import { expect, test } from "@playwright/test";
import { LOCALES } from "../../lib/i18n/locales";
import { openHome, ui } from "./support";
import { openMailbox } from "./account-support";
import { advanceReturn, findPiece, markDelivered, orderThroughRoutes, signUpAndSignIn } from "./shopper";

/**
 * Online returns (ADR 0014) as a shopper meets them: a delivered order, Return Order, one piece
 * with a reason and a courier date, the return in My Returns, staff moving it to refunded, the
 * timeline and the mails in the outbox; a gold coin says why it cannot go back; the help centre
 * carries the coins and bars policy on sa pages only.
 */
for (const locale of ["en-sa", "ar-sa"] as const) {
  test(`return a piece of a delivered order and follow it to its refund (${locale})`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const t = ui(locale);
    const slot = (testInfo.project.name === "phone" ? 2 : 0) + (LOCALES[locale].lang === "ar" ? 1 : 0);
    const necklace = await findPiece(page.request, locale, "necklace", "necklaces", slot);
    const coin = await findPiece(page.request, locale, "coin", "coins-bars", slot);
    const { email } = await signUpAndSignIn(page, locale, testInfo, "returns");
    const orderId = await orderThroughRoutes(page, locale, email, [necklace.entityId, coin.entityId]);
    await markDelivered(page.request, locale, orderId);

    // The order's page offers Return Order; the flow explains why the coin cannot go back.
    await openHome(page, locale, `/account/my-orders/${orderId}`);
    await page.getByTestId("return-order-link").click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/account/my-orders/${orderId}/return$`));
    await expect(page.getByTestId(`return-line-${coin.sku}`)).toContainText(t.returns.why.coinsBars);
    await expect(page.getByTestId(`return-line-${coin.sku}`).getByRole("checkbox")).toBeDisabled();

    // One piece, a reason, the first collection date, then the review and submit.
    await page.getByTestId(`return-line-${necklace.sku}`).getByRole("checkbox").check();
    await page.getByRole("button", { name: t.returns.flow.next }).click();
    await page.getByRole("radio", { name: t.returns.reasons["bought-by-mistake"] }).check();
    await page.getByRole("button", { name: t.returns.flow.next }).click();
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: t.returns.flow.next }).click();
    await page.getByTestId("return-submit").click();
    const confirmation = page.getByTestId("return-confirmation");
    await expect(confirmation).toBeVisible({ timeout: 15_000 });
    const number = (await confirmation.getByTestId("return-number").innerText()).replace(/[\u2066-\u2069]/g, "").trim();
    expect(number).toMatch(/^RKSA-1\d{5}$/);

    // My Returns lists it as requested.
    await openHome(page, locale, "/account/my-returns");
    const card = page.getByTestId("return-card").filter({ hasText: number });
    await expect(card).toContainText(t.returns.statuses.requested);
    await expect(card).toContainText(t.returns.reasons["bought-by-mistake"]);

    // Staff move it along to refunded; the return's page shows every step with its date.
    const returnId = Number(number.slice(-6)) - 100000;
    await advanceReturn(page.request, locale, returnId, 4, "refunded");
    await card.getByRole("link").first().click();
    const timeline = page.getByTestId("return-timeline");
    for (const status of [
      "requested",
      "collection_scheduled",
      "collected",
      "received",
      "inspected",
      "refunded",
    ] as const) {
      await expect(timeline).toContainText(t.returns.statuses[status]);
    }
    await expect(page.getByRole("main")).toContainText(t.returns.refund.cod);
    await expect(page.getByTestId("return-cancel")).toHaveCount(0);

    // The mails: the confirmation and the refund, in her language.
    await openMailbox(page, locale);
    const mails = page.getByRole("link").filter({ hasText: email });
    await expect(mails.filter({ hasText: number })).toHaveCount(3); // confirmation, collection scheduled, refunded
    await expect(mails.filter({ hasText: t.returns.statuses.refunded })).toHaveCount(1);
  });
}

test("the help centre: the return policy everywhere, the coins and bars policy on sa pages only", async ({ page }) => {
  for (const locale of ["en-sa", "ar-sa", "en-eg", "ar-eg"] as const) {
    const t = ui(locale);
    await openHome(page, locale, "/help-centre");
    await expect(page.getByRole("heading", { level: 1, name: t.help.title })).toBeVisible();
    const policy = page.locator("#return-policy");
    await policy.locator("summary").click();
    await expect(policy).toContainText(LOCALES[locale].lang === "ar" ? "15" : "within 15 days");
    await expect(page.locator("#gold-coins-bars-policy")).toHaveCount(LOCALES[locale].region === "sa" ? 1 : 0);
    await expect(page.getByRole("link", { name: t.help.ordersLink })).toHaveAttribute(
      "href",
      `/${locale}/account/my-orders`,
    );
  }
});
