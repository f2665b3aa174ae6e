import { expect, test } from "@playwright/test";
import { LOCALES, type Locale } from "../../lib/i18n/locales";
import { SUB_BRANDS } from "../../lib/i18n/brands";
import { CANARY_SECRETS } from "../../scripts/lib/canary-secrets.mjs";
import { openHome, ui } from "./support";
import { findPiece, signUpAndSignIn } from "./shopper";

/**
 * Customer service (ADR 0017): the mailbox of a production build is closed to the
 * public; an agent signs in to the staff area, looks a shopper up by e-mail, opens her bag
 * read-only as she sees it, mails her a link to a copy that opens in any browser, and every
 * step is in the audit log. In English and Arabic, on desktop and phone.
 */
for (const locale of ["en-sa", "ar-sa"] as const satisfies Locale[]) {
  test(`the mailbox is staff-only; an agent finds a shopper, sees her bag and sends her a copy (${locale})`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
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
    const created = await page.request.post("/api/cart/createCart", {
      data: { region, locale, payload: { line_items: [{ product_id: piece.entityId, quantity: 2 }] } },
    });
    expect(created.status(), await created.text()).toBe(201);

    // The agent, in a browser of her own: a shopper's cookie would not do, the staff sign-in does.
    const desk = await browser.newContext();
    const agent = await desk.newPage();
    await openHome(agent, locale, "/staff");
    await agent.getByRole("button", { name: t.staff.signIn.useToken }).click();
    await agent.getByLabel(t.staff.signIn.token).fill("not-the-token");
    await agent.getByRole("button", { name: t.staff.signIn.submit, exact: true }).click();
    await expect(agent.getByRole("form", { name: t.staff.signIn.title }).getByRole("alert")).toHaveText(
      t.staff.signIn.failed,
    );
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
    await expect(guestPage.getByRole("main").getByText(piece.name.split(" - ").pop()!).first()).toBeVisible({
      timeout: 15_000,
    });
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

/**
 * Promotion codes (ADR 0038), staff's side: an agent creates a code in the form (typed in small
 * letters, stored in capitals), sees it in the country's list with what it takes off in her
 * language's digits, is told when she types it again, pauses it and resumes it; both are in the
 * audit log. In English and Arabic, on desktop and phone.
 */
for (const locale of ["en-sa", "ar-sa"] as const satisfies Locale[]) {
  test(`an agent creates a promotion code, sees it listed and pauses it (${locale})`, async ({ browser }) => {
    test.setTimeout(90_000);
    const t = ui(locale);
    const p = t.staff.promotions;
    const { bcp47 } = LOCALES[locale];
    const code = `e2e-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const stored = code.toUpperCase();

    const desk = await browser.newContext();
    const agent = await desk.newPage();
    await openHome(agent, locale, "/staff/promotions");
    // Behind the staff sign-in, which brings her back here.
    await agent.getByRole("button", { name: t.staff.signIn.useToken }).click();
    await agent.getByLabel(t.staff.signIn.token).fill(CANARY_SECRETS.STAFF_TOKEN);
    await agent.getByRole("button", { name: t.staff.signIn.submit, exact: true }).click();
    await expect(agent.getByRole("heading", { level: 2, name: p.title })).toBeVisible();
    await expect(
      agent.getByRole("navigation", { name: t.staff.title }).getByRole("link", { name: p.title }),
    ).toBeVisible();

    const form = agent.getByRole("form", { name: p.form.title });
    await form.getByRole("textbox", { name: p.form.code }).fill(code);
    await form.getByRole("spinbutton", { name: p.form.amountPercent }).fill("15");
    await form.getByRole("spinbutton", { name: p.form.minSubtotal.replace(" ({{currency}})", "") }).fill("200");
    await form.getByRole("combobox", { name: p.form.brand }).selectOption("main");
    await form.getByLabel(p.form.endsAt).fill("2099-12-31T18:00");
    await form.getByRole("button", { name: p.form.submit }).click();
    await expect(form.getByRole("status")).toHaveText(p.form.created.replace("{{code}}", stored));

    // Listed, with its terms in the page's language and digits.
    const row = agent.getByRole("table").getByRole("row").filter({ hasText: stored });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(new Intl.NumberFormat(bcp47, { style: "percent" }).format(0.15));
    await expect(row).toContainText(t.staff.promotions.status.active);
    await expect(row).toContainText(SUB_BRANDS.main.name[LOCALES[locale].lang]);
    await expect(row).toContainText(new Intl.NumberFormat(bcp47, { useGrouping: false }).format(2099));

    // The same code again, in any case, is refused and said so.
    await form.getByRole("textbox", { name: p.form.code }).fill(stored);
    await form.getByRole("spinbutton", { name: p.form.amountPercent }).fill("10");
    await form.getByRole("button", { name: p.form.submit }).click();
    await expect(form.getByRole("alert")).toHaveText(p.form.taken.replace("{{code}}", stored));

    // Paused, then resumed.
    await row.getByRole("button", { name: p.pause }).click();
    await expect(row).toContainText(p.status.paused);
    await expect(row.getByRole("status")).toHaveText(p.paused.replace("{{code}}", stored));
    await row.getByRole("button", { name: p.resume }).click();
    await expect(row).toContainText(p.status.active);
    await expect(row.getByRole("button", { name: p.pause })).toBeVisible();

    await openHome(agent, locale, "/staff/audit");
    const log = agent.getByRole("table");
    for (const action of ["promotion.create", "promotion.pause"]) {
      await expect(
        log
          .getByRole("row")
          .filter({ hasText: action })
          .filter({ hasText: `promotion:${stored}` })
          .first(),
      ).toContainText("token");
    }
    await desk.close();
  });
}
