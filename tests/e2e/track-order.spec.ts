import { expect, test, type APIRequestContext } from "@playwright/test";
import { LOCALES, type Locale } from "../../lib/i18n/locales";
import { readLinkFromMailbox } from "./account-support";
import { findPiece, orderThroughRoutes, STAFF_TOKEN } from "./shopper";
import { openHome, ui } from "./support";

/**
 * Order tracking for a guest, as she meets it: staff ship her order (courier and tracking number),
 * the shipping e-mail's link opens the timeline with no form, and the track-order form finds the
 * same order from its number and her phone; a wrong e-mail is told the same as an unknown order.
 */
async function staff(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const res = await request.post(path, { data, headers: { authorization: `Bearer ${STAFF_TOKEN}` } });
  expect(res.ok(), await res.text()).toBe(true);
}

for (const locale of ["en-sa", "ar-sa"] as const) {
  test(`a guest tracks a shipped order from the e-mail link and from the form (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const t = ui(locale).track;
    const region = LOCALES[locale].region;
    const email = `track-${testInfo.project.name}-${locale}-${Date.now()}@example.com`;
    const piece = await findPiece(
      request,
      locale,
      "earrings",
      "earrings",
      (testInfo.project.name === "phone" ? 2 : 0) + (locale === "ar-sa" ? 1 : 0),
    );
    const orderId = await orderThroughRoutes(page, locale as Locale, email, [piece.entityId]);
    const number = `KSA-${100000 + orderId}`;
    await staff(request, "/api/staff/orders/advance", { region, orderId, step: "confirmed" });
    await staff(request, "/api/staff/orders/ship", {
      region,
      orderId,
      courier: "Aramex",
      trackingNumber: `AX${orderId}77`,
      trackingUrl: `https://www.aramex.com/track/AX${orderId}77`,
    });

    // The shipping e-mail's link: the timeline at once, no form.
    const shippedSubject = t.email.subject.shipped.split("{{number}}").at(-1)!.trim();
    const link = await readLinkFromMailbox(page, locale, email, new RegExp(`${number}.*${shippedSubject}`));
    expect(link).toMatch(/\/track-order\?order=\d+&exp=\d+&key=/);
    await openHome(page, locale, link.replace(`/${locale}`, ""));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: new RegExp(number) })).toBeVisible();
    await expect(main.getByRole("status").first()).toHaveText(t.now.shipped);
    await expect(main.getByRole("list", { name: t.timeline }).getByRole("listitem")).toHaveCount(5);
    await expect(main.getByRole("link", { name: t.trackWith.replace("{{courier}}", "Aramex") })).toHaveAttribute(
      "href",
      `https://www.aramex.com/track/AX${orderId}77`,
    );
    await expect(main).not.toContainText("King Fahd");
    await expect(main.getByRole("textbox")).toHaveCount(0);

    // The form, in a fresh visit: a wrong e-mail is told what an unknown order is told; her phone finds it.
    await page.context().clearCookies();
    await openHome(page, locale, "/track-order");
    await main.getByRole("textbox", { name: t.fields.order }).fill(number);
    await main.getByRole("textbox", { name: t.fields.contact }).fill("someone.else@example.com");
    await main.getByRole("button", { name: t.submit }).click();
    await expect(main.getByRole("alert")).toHaveText(t.errors.orderNotFound);
    await main.getByRole("textbox", { name: t.fields.contact }).fill("+966 50 123 4567");
    await main.getByRole("button", { name: t.submit }).click();
    await expect(main.getByRole("heading", { name: new RegExp(number) })).toBeVisible();
    await expect(main.getByRole("list", { name: t.timeline })).toContainText(t.steps.shipped);
  });
}
