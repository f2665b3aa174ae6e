import { expect, test, type Page } from "@playwright/test";
import type { Locale } from "../../lib/i18n/locales";
import { countedText, openHome, ui } from "./support";
import { readLinkFromMailbox } from "./account-support";

/**
 * Customers, as a shopper meets them: sign up on /sign-up, open the confirmation mail in the
 * local mailbox, follow its link, sign in (a wrong password and an unconfirmed address first
 * show their toasts), find the guest bag merged and the greeting, and sign out keeping the bag.
 */
async function addSomethingToBag(page: Page, locale: Locale) {
  const t = ui(locale);
  const res = await page.request.post("/api/search", {
    data: { searchTerm: true, query: "earrings", locale, rows: 60 },
  });
  const products = (await res.json()).response.products as {
    path: string;
    inventory: { hasVariantInventory: boolean; aggregated: { availableToSell: number } };
  }[];
  const piece = products.find((p) => !p.inventory.hasVariantInventory && p.inventory.aggregated.availableToSell >= 8)!;
  await openHome(page, locale, `/p/${piece.path}`);
  const answer = page.waitForResponse((r) => /\/api\/cart\/(createCart|addProduct)$/.test(r.url()));
  await page.getByRole("button", { name: t.product.addToBag }).click();
  expect((await answer).ok()).toBe(true);
  // A successful add opens the mini cart once the page has taken the answer in, which can be
  // after the response reaches the test: a header drawer opened before then was replaced by it
  // (and the account drawer never showed). The shopper sees the mini cart and closes it.
  const mini = page.getByRole("dialog", { name: t.drawers.miniCart.title });
  await expect(mini).toBeVisible();
  await mini.getByRole("button", { name: t.a11y.close }).click();
  await expect(mini).toBeHidden();
}

for (const locale of ["en-sa", "ar-sa"] as const) {
  test(`sign up, confirm by mail, sign in with the bag merged, sign out keeping it (${locale})`, async ({
    page,
  }, testInfo) => {
    // A long journey (sign-up, mailbox, two sign-ins, reload, sign-out): the first pages a cold server renders take their time.
    test.setTimeout(90_000);
    const t = ui(locale);
    const email = `shopper-${testInfo.project.name}-${locale}-${Date.now()}@example.com`;
    const password = "Lumina-2026!";

    // Sign up on /sign-up.
    await openHome(page, locale, "/sign-up");
    await expect(page.getByRole("heading", { level: 1, name: t.auth.signUp.pageTitle })).toBeVisible();
    const form = page.getByRole("main");
    await form.getByLabel(t.auth.fields.firstName).fill("Noura");
    await form.getByLabel(t.auth.fields.lastName).fill("Saleh");
    await form.getByLabel(t.auth.fields.email).fill(email);
    await form.getByLabel(t.auth.fields.password, { exact: true }).fill(password);
    await form.getByRole("button", { name: t.auth.signUp.submit }).click();
    await expect(page.getByText(t.auth.toast.signUpDone.replace("{{email}}", email))).toBeVisible();

    // Signing in before confirming shows verifyEmail.
    const dialog = page.getByRole("dialog", { name: t.auth.signIn.title });
    await dialog.getByLabel(t.auth.fields.email).fill(email);
    await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill(password);
    await dialog.getByRole("button", { name: t.auth.signIn.submit }).click();
    await expect(page.getByText(t.auth.toast.verifyEmail)).toBeVisible();

    // The confirmation mail, read in the local mailbox; its link confirms the address.
    const subject = new RegExp(t.auth.email.verify.subject.split("{{brand}}")[0]!.trim());
    const link = await readLinkFromMailbox(page, locale, email, subject);
    await openHome(page, locale, link.replace(`/${locale}`, ""));
    await expect(page.getByText(t.auth.verify.done)).toBeVisible();

    // A guest bag first, then sign in from the account drawer: a wrong password, then the right one.
    await addSomethingToBag(page, locale);
    await page.getByRole("button", { name: t.header.account }).click();
    await page
      .getByRole("dialog", { name: t.drawers.account.title })
      .getByRole("button", { name: t.drawers.account.signIn })
      .click();
    await dialog.getByLabel(t.auth.fields.email).fill(email);
    await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill("not-the-password");
    await dialog.getByRole("button", { name: t.auth.signIn.submit }).click();
    await expect(page.getByText(t.auth.toast.invalidCredentials)).toBeVisible();
    await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill(password);
    await dialog.getByRole("button", { name: t.auth.signIn.submit }).click();
    await expect(page.getByText(t.auth.toast.signedIn.replace("{{name}}", "Noura"))).toBeVisible();
    await expect(dialog).toBeHidden();

    // The bag came along (badge 1); the greeting shows on wide screens.
    const bag = page.getByRole("link", { name: countedText(locale, t.header, "cartCount", 1) });
    await expect(bag).toBeVisible();
    if ((page.viewportSize()?.width ?? 0) >= 1300)
      await expect(page.getByTestId("greeting")).toHaveText(t.header.greeting.replace("{{name}}", "Noura"));
    // The session survives a reload (HttpOnly cookie, server-side session).
    await page.reload();
    await page.getByRole("button", { name: t.header.account }).click();
    const drawer = page.getByRole("dialog", { name: t.drawers.account.title });
    await expect(drawer.getByText(t.auth.drawer.signedInAs.replace("{{email}}", email))).toBeVisible();

    // Sign out: the bag stays, as a guest bag.
    await drawer.getByRole("button", { name: t.auth.drawer.signOut }).click();
    await expect(page.getByText(t.auth.toast.signedOut)).toBeVisible();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
    await expect(bag).toBeVisible();
    await page.getByRole("button", { name: t.header.account }).click();
    await expect(
      page
        .getByRole("dialog", { name: t.drawers.account.title })
        .getByRole("button", { name: t.drawers.account.signIn }),
    ).toBeVisible();
  });
}
