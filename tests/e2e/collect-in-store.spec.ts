import { expect, test, type APIRequestContext } from "@playwright/test";
import { LOCALES, type Locale } from "../../lib/i18n/locales";
import { openMailbox } from "./account-support";
import { findPiece, STAFF_TOKEN } from "./shopper";
import { bagLinkName, openHome, ui } from "./support";

/**
 * Collect in store, as a shopper and a boutique meet it: the product page says which boutiques
 * hold the piece and she picks one by city; the checkout offers that boutique (it holds her bag),
 * asks who collects, charges no delivery; the confirmation names the boutique with its hours and a
 * map. Staff mark the order ready, then collected: each step mails her, and the ready mail's link
 * opens the order's collection timeline.
 */
type Stock = {
  store: { id: number; name: string; city: string; address: string };
  stock: { variant_id: number; available: number }[];
};

/** A mail's subject as a pattern: the template with its number filled in (between isolates) and any brand. */
const subjectOf = (template: string, number: string) =>
  new RegExp(
    template
      .split(/(\{\{\w+\}\})/)
      .map((part) =>
        part === "{{number}}"
          ? `.?${number}.?`
          : part.startsWith("{{")
            ? ".*"
            : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
      )
      .join(""),
  );
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text);

async function staff(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post("/api/staff/orders/advance", {
    data,
    headers: { authorization: `Bearer ${STAFF_TOKEN}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The `slot`-th piece (no sizes, in web stock) that a boutique of the country holds, with that boutique. */
async function pieceAtBoutique(request: APIRequestContext, locale: Locale, slot: number) {
  const region = LOCALES[locale].region;
  let found = 0;
  for (let skip = 0; skip < 40; skip++) {
    const piece = await findPiece(request, locale, "necklace", "necklaces", skip);
    const cart = await request.post("/api/cart/createCart", {
      data: { region, locale, payload: { line_items: [{ product_id: piece.entityId, quantity: 1 }] } },
    });
    const variantId = (await cart.json()).response.line_items.physical_items[0].variant_id as number;
    const stores = (await (await request.get(`/api/pickup/stock?locale=${locale}&variants=${variantId}`)).json())
      .response.stores as Stock[];
    const holding = stores.filter((s) => s.stock[0]!.available >= 1);
    if (holding.length > 0 && found++ === slot) return { piece, variantId, holding, store: holding[0]!.store };
  }
  throw new Error("no piece held by a boutique");
}

for (const locale of ["en-sa", "ar-sa"] as const) {
  test(`a piece collected at a boutique: chosen on its page, ordered, made ready and collected (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const t = ui(locale);
    const p = t.pickup;
    const slot = (testInfo.project.name === "phone" ? 2 : 0) + (locale === "ar-sa" ? 1 : 0) + testInfo.retry * 4;
    const { piece, holding, store } = await pieceAtBoutique(request, locale, slot);

    // The product page: how many boutiques hold it; one chosen by its city.
    await openHome(page, locale, `/p/${(piece as unknown as { path: string }).path}`);
    const pickup = page.getByRole("region", { name: p.title });
    // Its stock is asked for as the line comes into view (on a phone it sits a screen down).
    await pickup.scrollIntoViewIfNeeded();
    const count = holding.length;
    const inStores = locale === "en-sa" ? fill(count === 1 ? p.inStores_one : p.inStores_other, { n: count }) : null;
    if (inStores) await expect(pickup).toContainText(inStores);
    await pickup.getByRole("button", { name: p.choose }).click();
    await pickup.getByLabel(p.city).selectOption(store.city);
    const row = pickup.getByRole("listitem").filter({ hasText: store.name });
    await row.getByRole("button", { name: p.collectHere }).click();
    await expect(pickup).toContainText(fill(p.at, { store: store.name }));
    await page.getByRole("button", { name: t.product.addToBag, exact: true }).click();
    await expect(page.getByRole("link", { name: bagLinkName(locale, 1) })).toBeVisible();

    // The checkout: collect in store, the boutique already chosen, who collects; no address.
    await openHome(page, locale, "/cart");
    await page.getByRole("main").getByRole("link", { name: t.cart.summary.checkout }).click();
    await page
      .getByRole("dialog", { name: t.auth.checkoutGuest.title })
      .getByRole("button", { name: t.auth.checkoutGuest.guest })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout\\?cartId=`));
    // The guest dialog gone (a tap while it fades lands on its overlay).
    await expect(page.getByTestId("drawer-overlay")).toHaveCount(0);
    // Tapped on its words, as a shopper does.
    await page.getByText(p.collectInStore, { exact: true }).click();
    await expect(page.getByRole("radio", { name: new RegExp(p.collectInStore) })).toBeChecked();
    await expect(page.getByRole("radio", { name: new RegExp(store.name) })).toBeChecked();
    const f = t.checkout.fields;
    await expect(page.getByLabel(f.street, { exact: true })).toHaveCount(0);
    // Paid in the boutique, not to a courier.
    const payment = t.checkout.payment;
    const paying = page.getByRole("radiogroup", { name: payment.method });
    await expect(paying).toContainText(payment.codCollect);
    await expect(paying).not.toContainText(payment.cod);
    // The checkout fits the screen: nothing to scroll sideways (the page zoomed out on an Arabic phone).
    const width = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(width[0], "the checkout's width against the screen's").toBeLessThanOrEqual(width[1]!);
    const email = `collect-${testInfo.project.name}-${locale}-${Date.now()}@example.com`;
    await page.getByLabel(f.email, { exact: true }).fill(email);
    await page.getByLabel(f.first_name, { exact: true }).fill("Noura");
    await page.getByLabel(f.last_name, { exact: true }).fill("Saleh");
    await page.getByLabel(f.phone, { exact: true }).fill("0501234567");
    await page.getByRole("button", { name: t.checkout.placeOrder }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.checkout.confirmation.title })).toBeVisible({
      timeout: 20_000,
    });
    const main = page.getByRole("main");
    await expect(main).toContainText(p.collectFrom);
    await expect(main).toContainText(store.name);
    await expect(main).toContainText(store.address);
    await expect(main.getByRole("link", { name: p.map })).toHaveAttribute("href", /openstreetmap\.org\/\?mlat=/);
    await expect(main).toContainText(payment.codCollect);
    const orderId = Number(new URL(page.url()).searchParams.get("order"));
    const number = `KSA-${100000 + orderId}`;

    // The boutique's shelf gave one piece.
    const after = (
      await (
        await request.get(`/api/pickup/stock?locale=${locale}&variants=${holding[0]!.stock[0]!.variant_id}`)
      ).json()
    ).response.stores as Stock[];
    expect(after.find((s) => s.store.id === store.id)!.stock[0]!.available).toBe(holding[0]!.stock[0]!.available - 1);

    // Staff: ready (mailed with the boutique), then collected (mailed).
    const region = LOCALES[locale].region;
    // A delivery's step has no place on a collection's path.
    const wrong = await request.post("/api/staff/orders/advance", {
      data: { region, orderId, step: "out_for_delivery" },
      headers: { authorization: `Bearer ${STAFF_TOKEN}` },
    });
    expect(wrong.status()).toBe(409);
    await staff(request, { region, orderId, step: "ready_for_collection" });
    await openMailbox(page, locale);
    await page
      .getByRole("link", { name: subjectOf(t.track.email.subject.ready_for_collection, number) })
      .filter({ hasText: email })
      .first()
      .click();
    const mail = page.getByTestId("mail-text");
    await expect(mail).toContainText(store.name);
    await expect(mail).toContainText(store.address);
    await expect(mail.getByRole("link", { name: /openstreetmap\.org/ })).toHaveCount(1);
    const link = new URL((await mail.getByRole("link", { name: /\/track-order\?/ }).getAttribute("href"))!);
    await openHome(page, locale, `${link.pathname}${link.search}`.replace(`/${locale}`, ""));
    await expect(main.getByRole("status").first()).toHaveText(t.track.now.ready_for_collection);
    await expect(main.getByRole("list", { name: t.track.timeline }).getByRole("listitem")).toHaveCount(4);
    await expect(main).toContainText(store.address);

    await staff(request, { region, orderId, step: "collected" });
    await openMailbox(page, locale);
    await expect(
      page.getByRole("link", { name: subjectOf(t.track.email.subject.collected, number) }).filter({ hasText: email }),
    ).toHaveCount(1);
  });
}
