import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { LOCALES, type Locale } from "../../lib/i18n/locales";
import { bagLinkName, countedText, openHome, ui } from "./support";

/**
 * The bag and checkout, as a shopper meets them: add from a product page, the badge and the
 * mini cart, the stock limit's toast, the bag page with VAT, checkout with cash on delivery to a
 * confirmation, an order link that rebuilds the bag, a customer-service cartId link in another
 * browser, and a country switch that empties the bag. Products are found through the search
 * route (a single-size piece with little stock), so the spec does not depend on exact SKUs.
 */
/** `name` is the spec's "brand - title"; bag lines show the brand above the title. */
type Found = { path: string; name: string; title: string; stock: number };

type SearchProduct = {
  entityId: number;
  path: string;
  name: string;
  inventory: { hasVariantInventory: boolean; aggregated: { availableToSell: number } };
};

/**
 * A single-size piece with 2-5 left. Tests run in parallel on one store and checkouts use up
 * stock, so each test takes its own `slot` among the candidates (ordered by id): no two tests
 * of a run share a piece. (A local e2e database loses some stock each run; `rm -rf .data/e2e`
 * starts afresh, as CI always does.)
 */
async function lowStockPiece(request: APIRequestContext, locale: Locale, slot: number): Promise<Found> {
  const candidates = new Map<number, SearchProduct>();
  for (const query of ["earrings", "necklace", "pendant", "bracelet"]) {
    const res = await request.post("/api/search", { data: { searchTerm: true, query, locale, rows: 250 } });
    for (const p of (await res.json()).response.products as SearchProduct[]) {
      const left = p.inventory.aggregated.availableToSell;
      if (!p.inventory.hasVariantInventory && left >= 2 && left <= 5) candidates.set(p.entityId, p);
    }
  }
  const hit = [...candidates.values()].sort((a, b) => a.entityId - b.entityId)[slot];
  if (!hit)
    throw new Error(
      `no single-size piece with 2-5 in stock for slot ${slot} (${locale}; ${candidates.size} candidates)`,
    );
  return {
    path: `/p/${hit.path}`,
    name: hit.name,
    title: hit.name.split(" - ").slice(1).join(" - "),
    stock: hit.inventory.aggregated.availableToSell,
  };
}

/** A distinct slot per test, locale and project (desktop, phone). */
const slotOf = (project: string, locale: Locale, kind: number) =>
  (project === "phone" ? 4 : 0) + (LOCALES[locale].lang === "ar" ? 2 : 0) + kind;

/** Product page -> Add to bag with a quantity; waits for the cart's answer. */
async function addFromProductPage(page: Page, locale: Locale, piece: Found, quantity: number) {
  const t = ui(locale).product;
  await openHome(page, locale, piece.path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (let i = 1; i < quantity; i++) await page.getByRole("button", { name: t.increase }).click();
  const answer = page.waitForResponse((r) => /\/api\/cart\/(createCart|addProduct)$/.test(r.url()));
  await page.getByRole("button", { name: t.addToBag }).click();
  return answer;
}

const address = {
  email: "noura@example.com",
  first: "Noura",
  last: "Saleh",
  street: "12 King Fahd Road",
  city: "Riyadh",
  postal: "12211",
  phone: "0501234567",
};

for (const locale of ["en-sa", "ar-sa"] as const) {
  test(`add to bag, stock limit, bag with VAT, checkout with cash on delivery, order link (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const t = ui(locale);
    const piece = await lowStockPiece(request, locale, slotOf(testInfo.project.name, locale, 0));

    expect((await addFromProductPage(page, locale, piece, piece.stock)).status()).toBe(201);
    await expect(page.getByRole("link", { name: bagLinkName(locale, piece.stock) })).toBeVisible();
    const mini = page.getByRole("dialog", { name: t.drawers.miniCart.title });
    await expect(mini).toBeVisible();
    await expect(mini.getByText(piece.title)).toBeVisible();
    await mini.getByRole("button", { name: t.a11y.close }).click();

    // All the stock is in the bag: one more is refused with a toast, and the bag is unchanged.
    expect((await addFromProductPage(page, locale, piece, 1)).status()).toBe(409);
    const allInBag = countedText(locale, t.cart.toast as Record<string, string>, "allInBag", piece.stock);
    await expect(page.getByRole("status").filter({ hasText: allInBag })).toBeVisible();
    await expect(page.getByRole("link", { name: bagLinkName(locale, piece.stock) })).toBeVisible();

    // The bag page: one fewer, totals with VAT.
    await openHome(page, locale, "/cart");
    await expect(page.getByRole("heading", { level: 1, name: t.cart.title })).toBeVisible();
    await page.getByRole("button", { name: t.cart.line.decrease.replace("{{name}}", piece.title) }).click();
    await expect(page.getByRole("link", { name: bagLinkName(locale, piece.stock - 1) })).toBeVisible();
    await expect(page.getByRole("main").getByText(t.cart.summary.total, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("main")).toContainText(t.cart.summary.vat.split("(")[0]!.trim());

    // Checkout on the embedded store, in the shopper's language.
    await page
      .getByRole("main")
      .getByRole("link", { name: t.cart.summary.checkout })
      .or(page.getByRole("main").getByRole("button", { name: t.cart.summary.checkout }))
      .first()
      .click();
    // A guest chooses between signing in and checking out as a guest.
    await page
      .getByRole("dialog", { name: t.auth.checkoutGuest.title })
      .getByRole("button", { name: t.auth.checkoutGuest.guest })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout\\?cartId=`));
    const f = t.checkout.fields;
    await page.getByLabel(f.email, { exact: true }).fill(address.email);
    await page.getByLabel(f.first_name, { exact: true }).fill(address.first);
    await page.getByLabel(f.last_name, { exact: true }).fill(address.last);
    await page.getByLabel(f.street, { exact: true }).fill(address.street);
    await page.getByLabel(f.city, { exact: true }).fill(address.city);
    await page.getByLabel(f.governorate.sa, { exact: true }).selectOption({ index: 1 });
    await page.getByLabel(f.postal_code, { exact: true }).fill(address.postal);
    await page.getByLabel(f.phone, { exact: true }).fill(address.phone);
    await expect(page.getByRole("radio", { name: t.checkout.payment.cod })).toBeChecked();
    await page.getByRole("button", { name: t.checkout.placeOrder }).click();

    await expect(page.getByRole("heading", { level: 1, name: t.checkout.confirmation.title })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/checkout\/confirmation\?order=\d+&key=[0-9a-f-]{36}$/);
    await expect(page.getByRole("main")).toContainText(/KSA-1\d{5}/);
    await expect(page.getByRole("link", { name: bagLinkName(locale, 0) })).toBeVisible();

    // The marketing email's link puts the order's pieces back in a bag, as many as are left (1).
    const url = new URL(page.url());
    await openHome(page, locale, `/cart?order_id=${url.searchParams.get("order")}&key=${url.searchParams.get("key")}`);
    await expect(page.getByRole("main").getByText(piece.title).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("link", { name: bagLinkName(locale, 1) })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${locale}/cart$`));
  });

  test(`a cartId link opens the bag in another browser; switching country empties it (${locale})`, async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const piece = await lowStockPiece(request, locale, slotOf(testInfo.project.name, locale, 1));
    expect((await addFromProductPage(page, locale, piece, 1)).status()).toBe(201);
    // The bag keeps its id in session storage once the answer is handled (key `cartId`).
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("cartId"))).toMatch(/^[0-9a-f-]{36}$/);
    const cartId = await page.evaluate(() => sessionStorage.getItem("cartId"));

    const other = await browser.newContext();
    const agent = await other.newPage();
    await openHome(agent, locale, `/cart?cartId=${cartId}`);
    await expect(agent.getByRole("main").getByText(piece.title).first()).toBeVisible({ timeout: 15_000 });
    await other.close();

    const elsewhere: Locale = LOCALES[locale].lang === "ar" ? "ar-ae" : "en-ae";
    await openHome(page, elsewhere);
    await expect(page.getByRole("link", { name: bagLinkName(elsewhere, 0) })).toBeVisible();
    await openHome(page, locale, "/cart");
    await expect(page.getByText(ui(locale).cart.empty)).toBeVisible();
  });
}
