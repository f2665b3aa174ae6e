import { expect, test } from "@playwright/test";
import { LOCALES, type Locale } from "../../lib/i18n/locales";
import { CANARY_SECRETS } from "../../scripts/lib/canary-secrets.mjs";
import { openHome, ui } from "./support";
import { findPiece, signUpAndSignIn } from "./shopper";

/**
 * Customer service (issue 21, ADR 0017): the mailbox of a production build is closed to the
 * public; an agent signs in to the staff area, looks a shopper up by e-mail, opens her bag
 * read-only as she sees it, mails her a link to a copy that opens in any browser, and every
 * step is in the audit log. In English and Arabic, on desktop and phone.
 */
for (const locale of ["en-sa", "ar-sa"] as const satisfies Locale[]) {
  test(`the mailbox is staff-only; an agent finds a shopper, sees her bag and sends her a copy (${locale})`, async ({ page, browser, request }, testInfo) => {
    test.setTimeout(120_000);
    const t = ui(locale);
    const region = LOCALES[locale].region;

    // A stranger meets the staff sign-in, not the mail (reset links were readable here).
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(`/${locale}/mailbox`);
    await expect(strangerPage.getByRole("heading", { level: 1, name: t.staff.signIn.title })).toBeVisible();
    await expect(strangerPage.getByRole("heading", { name: t.mailbox.title })).toHaveCount(0);
    await stranger.close();

    // A signed-in shopper with a bag.
    const shopper = await signUpAndSignIn(page, locale, testInfo, "staff");
    const piece = await findPiece(request, locale, "necklace", "necklaces");
    const created = await page.request.post("/api/cart/createCart", { data: { region, locale, payload: { line_items: [{ product_id: piece.entityId, quantity: 2 }] } } });
    expect(created.status(), await created.text()).toBe(201);

    // The agent, in a browser of her own: a shopper's cookie would not do, the staff sign-in does.
    const desk = await browser.newContext();
    const agent = await desk.newPage();
    await openHome(agent, locale, "/staff");
    await agent.getByRole("button", { name: t.staff.signIn.useToken }).click();
    await agent.getByLabel(t.staff.signIn.token).fill("not-the-token");
    await agent.getByRole("button", { name: t.staff.signIn.submit, exact: true }).click();
    await expect(agent.getByRole("form", { name: t.staff.signIn.title }).getByRole("alert")).toHaveText(t.staff.signIn.failed);
    await agent.getByLabel(t.staff.signIn.token).fill(CANARY_SECRETS.STAFF_TOKEN);
    await agent.getByRole("button", { name: t.staff.signIn.submit, exact: true }).click();
    await expect(agent.getByRole("heading", { level: 1, name: t.staff.title })).toBeVisible();

    await agent.getByRole("searchbox", { name: t.staff.search.label }).fill(shopper.email);
    await agent.getByRole("searchbox", { name: t.staff.search.label }).press("Enter");
    await expect(agent.getByText(`${shopper.firstName} ${shopper.lastName}`)).toBeVisible();
    await agent.getByRole("link", { name: t.staff.cart.open }).click();

    // Her bag as she sees it, with nothing to change it.
    await expect(agent.getByRole("heading", { name: t.staff.cart.readOnlyTitle })).toBeVisible();
    const lines = agent.getByRole("list", { name: t.staff.cart.lines });
    await expect(lines.getByRole("listitem")).toHaveCount(1);
    await expect(lines).toContainText(piece.name.split(" - ").pop()!);
    await expect(agent.getByRole("main").getByRole("spinbutton")).toHaveCount(0);
    await agent.getByRole("button", { name: t.staff.cart.sendCopy }).click();
    await expect(agent.getByRole("status").filter({ hasText: shopper.email })).toBeVisible();

    // The mail, read in the staff mailbox; its link opens the copy in a browser that is nobody's.
    await agent.getByRole("link", { name: t.staff.mailbox }).click();
    await agent.getByRole("link").filter({ hasText: shopper.email }).first().click();
    const href = await agent.getByTestId("mail-text").getByRole("link").first().getAttribute("href");
    expect(href).toMatch(new RegExp(`/${locale}/cart\\?cartId=[0-9a-f-]{36}$`));
    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    const url = new URL(href!);
    await openHome(guestPage, locale, `${url.pathname.replace(`/${locale}`, "")}${url.search}`);
    await expect(guestPage.getByRole("main").getByText(piece.name.split(" - ").pop()!).first()).toBeVisible({ timeout: 15_000 });
    await guest.close();

    // Every step is on record, with who took it.
    await openHome(agent, locale, "/staff/audit");
    const log = agent.getByRole("table");
    for (const action of ["customer.lookup", "cart.view", "cart.send-copy", "mail.read"]) {
      await expect(log.getByRole("row").filter({ hasText: action }).first()).toContainText("token");
    }
    await desk.close();
  });
}
