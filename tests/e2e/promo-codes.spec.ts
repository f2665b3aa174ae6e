import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { LOCALES, type Locale } from "../../lib/i18n/locales";
import { openHome, ui } from "./support";

/**
 * Promotion codes as a shopper meets them, on the embedded store's demo codes (README): a
 * marketing link's code kept while the bag is empty and applied with the first piece, each kind of
 * refusal said beside the bag's field, the code removed and applied again, and the order placed
 * with it at checkout, its line on the confirmation page.
 */
type Piece = { path: string; title: string; price: number };
type SearchProduct = {
  entityId: number;
  path: string;
  name: string;
  brand: { key: string };
  prices: { price: { value: number }; salePrice: { value: number } | null };
  inventory: { hasVariantInventory: boolean; aggregated: { availableToSell: number } };
};

/** A main-brand piece without sizes, under SAR 1,000 (SAVE100's minimum) and well stocked; `slot` keeps tests apart. */
async function modestPiece(request: APIRequestContext, locale: Locale, slot: number): Promise<Piece> {
  const res = await request.post("/api/search", { data: { searchTerm: true, query: "earrings", locale, rows: 250 } });
  const products = ((await res.json()).response.products as SearchProduct[])
    .filter(
      (p) =>
        p.brand.key !== "missl" && !p.inventory.hasVariantInventory && p.inventory.aggregated.availableToSell >= 10,
    )
    .filter((p) => (p.prices.salePrice?.value ?? p.prices.price.value) < 900)
    .sort((a, b) => a.entityId - b.entityId);
  const hit = products[slot];
  if (!hit) throw new Error(`no modest piece for slot ${slot} (${products.length} candidates)`);
  return {
    path: `/p/${hit.path}`,
    title: hit.name.split(" - ").slice(1).join(" - "),
    price: hit.prices.salePrice?.value ?? hit.prices.price.value,
  };
}

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, v), text);

/** A message's words before its amount (the amount's digits and currency are the locale's). */
const before = (text: string, code: string) => fill(text, { code, amount: "§" }).split("§")[0]!.trim();

async function tryCode(page: Page, locale: Locale, code: string) {
  const t = ui(locale).cart.promo;
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/cart/addPromo"));
  await page.getByRole("main").getByRole("textbox", { name: t.label }).fill(code);
  await page.getByRole("main").getByRole("button", { name: t.apply }).click();
  return answer;
}

for (const locale of ["en-sa", "ar-sa"] as const) {
  test(`a marketing link's code, every refusal, and an order placed with the code (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const t = ui(locale);
    const promo = t.cart.promo;
    const slot = (testInfo.project.name === "phone" ? 2 : 0) + (LOCALES[locale].lang === "ar" ? 1 : 0);
    const piece = await modestPiece(request, locale, slot);

    // The link's code, with nothing in the bag: kept, and she is told it will be applied.
    await openHome(page, locale, "?promo=welcome10");
    await expect(
      page.getByRole("status").filter({ hasText: fill(promo.pending, { code: "WELCOME10" }) }),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/promo=/);

    // The first piece in: the code goes on with it.
    await openHome(page, locale, piece.path);
    const applied = page.waitForResponse((r) => r.url().endsWith("/api/cart/addPromo"));
    await page.getByRole("button", { name: t.product.addToBag }).click();
    expect((await applied).status()).toBe(200);
    await expect(page.getByRole("status").filter({ hasText: before(promo.fromLink, "WELCOME10") })).toBeVisible();

    // The bag: the code's own line; removed, then every refusal said beside the field.
    await openHome(page, locale, "/cart");
    const main = page.getByRole("main");
    await expect(main.getByTestId("promo-line")).toContainText("WELCOME10");
    await main.getByRole("button", { name: fill(promo.removeCode, { code: "WELCOME10" }) }).click();
    await expect(main.getByTestId("promo-line")).toHaveCount(0);
    const refusals: [string, string][] = [
      ["NOSUCH", fill(promo.refused.unknown, { code: "NOSUCH" })],
      ["EXPIRED", fill(promo.refused.expired, { code: "EXPIRED" })],
      ["SAVE500", fill(promo.refused.otherCountry, { code: "SAVE500" })],
      ["MISSL15", fill(promo.refused.notForThesePieces, { code: "MISSL15" })],
    ];
    for (const [code, text] of refusals) {
      expect((await tryCode(page, locale, code)).status()).toBe(422);
      await expect(main.getByRole("alert").filter({ hasText: text })).toBeVisible();
    }
    expect((await tryCode(page, locale, "SAVE100")).status()).toBe(422);
    await expect(main.getByRole("alert").filter({ hasText: "SAVE100" })).toContainText(
      before(promo.refused.minimumSpend, "SAVE100"),
    );
    await expect(main.getByTestId("promo-line")).toHaveCount(0);

    // Applied again by hand, then used at checkout as a guest.
    expect((await tryCode(page, locale, "welcome10")).status()).toBe(200);
    await expect(main.getByTestId("promo-line")).toContainText("WELCOME10");
    await main.getByRole("link", { name: t.cart.summary.checkout }).click();
    await page
      .getByRole("dialog", { name: t.auth.checkoutGuest.title })
      .getByRole("button", { name: t.auth.checkoutGuest.guest })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout\\?cartId=`));
    await expect(page.getByRole("complementary")).toContainText(fill(t.checkout.review.promo, { code: "WELCOME10" }));
    const f = t.checkout.fields;
    await page
      .getByLabel(f.email, { exact: true })
      .fill(`promo-${testInfo.project.name}-${locale}-${Date.now()}@example.com`);
    await page.getByLabel(f.first_name, { exact: true }).fill("Noura");
    await page.getByLabel(f.last_name, { exact: true }).fill("Saleh");
    await page.getByLabel(f.street, { exact: true }).fill("12 King Fahd Road");
    await page.getByLabel(f.city, { exact: true }).fill("Riyadh");
    await page.getByLabel(f.governorate.sa, { exact: true }).selectOption({ index: 1 });
    await page.getByLabel(f.postal_code, { exact: true }).fill("12211");
    await page.getByLabel(f.phone, { exact: true }).fill("0501234567");
    await page.getByRole("button", { name: t.checkout.placeOrder }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.checkout.confirmation.title })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole("main")).toContainText(fill(t.checkout.review.promo, { code: "WELCOME10" }));
  });
}
