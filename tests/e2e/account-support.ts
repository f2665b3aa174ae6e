import { expect, type APIRequestContext, type Page, type Response, type TestInfo } from "@playwright/test";
import { LOCALES, type Locale } from "../../lib/i18n/locales";
import { CANARY_SECRETS } from "../../scripts/lib/canary-secrets.mjs";
import { bagLinkName, openHome, ui } from "./support";

/**
 * Helpers of the account journeys (account-areas.spec.ts): an account made through the app's own
 * routes and mailbox, sign-in and sign-out as a shopper does them, products with stock to spare,
 * and a cash-on-delivery order through the real checkout.
 */
export type Shopper = { email: string; password: string; firstName: string; lastName: string };

/** A new shopper with an address of her own, so tests never share an account. */
export function newShopper(testInfo: TestInfo, locale: Locale, tag: string, firstName = "Noura"): Shopper {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    email: `${tag}-${testInfo.project.name}-${locale}-${suffix}@example.com`,
    password: "Lumina-2026!",
    firstName,
    lastName: "Saleh",
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const arabicDigits = new Intl.NumberFormat("ar-EG", { useGrouping: false });

/**
 * A translated template with its `{{...}}` values filled in, as a pattern: a number may show in
 * Latin or Arabic-Indic digits (the page formats numbers with the locale's own digits).
 */
export function filled(template: string, values: Record<string, string | number>): RegExp {
  const source = template
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (name === undefined) return escapeRegExp(part);
      const value = values[name];
      if (typeof value === "number") return `(${value}|${arabicDigits.format(value)})`;
      return escapeRegExp(String(value ?? ""));
    })
    .join("");
  return new RegExp(source);
}

/**
 * Runs a shopper's action and waits for the app's answer from one route, which must succeed: the
 * page's own state is asserted after it (on a cold dev server a route compiles on its first call).
 */
export async function answered(page: Page, path: string, action: () => Promise<unknown>): Promise<Response> {
  const response = page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() !== "GET");
  await action();
  const res = await response;
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
  return res;
}

/**
 * The local mailbox, as the store's staff read it: a production build shows it only behind a
 * staff sign-in (MAILBOX=on with the e2e server's staff token). The staff cookie is its own; the
 * shopper's session in the same browser is untouched.
 */
export async function openMailbox(page: Page, locale: Locale): Promise<void> {
  const res = await page.request.post("/api/staff/sign-in", { data: { token: CANARY_SECRETS.STAFF_TOKEN } });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(`/${locale}/mailbox`);
}

/** The link of the newest mail to `to` whose subject matches, read in the local mailbox (path and query). */
export async function readLinkFromMailbox(page: Page, locale: Locale, to: string, subject: RegExp): Promise<string> {
  await openMailbox(page, locale);
  await page.getByRole("link", { name: subject }).filter({ hasText: to }).first().click();
  const href = await page.getByTestId("mail-text").getByRole("link").first().getAttribute("href");
  const url = new URL(href!);
  return `${url.pathname}${url.search}`;
}

/**
 * An account through the app's own routes: POST /api/customer/sign-up (as the sign-up form does),
 * then the confirmation link from the local mailbox, opened in the page. Ends on the confirmation
 * page, whose Sign in button opens the sign-in modal.
 */
export async function signUpAndConfirm(page: Page, locale: Locale, shopper: Shopper): Promise<void> {
  const t = ui(locale);
  const res = await page.request.post("/api/customer/sign-up", {
    data: {
      email: shopper.email,
      password: shopper.password,
      firstName: shopper.firstName,
      lastName: shopper.lastName,
      region: LOCALES[locale].region,
      locale,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const subject = new RegExp(escapeRegExp(t.auth.email.verify.subject.split("{{brand}}")[0]!.trim()));
  const link = await readLinkFromMailbox(page, locale, shopper.email, subject);
  await openHome(page, locale, link.replace(`/${locale}`, ""));
  await expect(page.getByText(t.auth.verify.done)).toBeVisible({ timeout: 15_000 });
}

/** Fills the open sign-in modal and waits for the welcome toast and the modal to close. */
async function submitSignIn(page: Page, locale: Locale, shopper: Shopper): Promise<void> {
  const t = ui(locale);
  const dialog = page.getByRole("dialog", { name: t.auth.signIn.title });
  await dialog.getByLabel(t.auth.fields.email).fill(shopper.email);
  await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill(shopper.password);
  await answered(page, "/api/customer/login", () => dialog.getByRole("button", { name: t.auth.signIn.submit }).click());
  await expect(page.getByText(t.auth.toast.signedIn.replace("{{name}}", shopper.firstName))).toBeVisible({
    timeout: 15_000,
  });
  await expect(dialog).toBeHidden();
}

/** Sign in from the header's account drawer, on whatever page is open. */
export async function signInFromHeader(page: Page, locale: Locale, shopper: Shopper): Promise<void> {
  const t = ui(locale);
  await page.getByRole("button", { name: t.header.account }).click();
  await page
    .getByRole("dialog", { name: t.drawers.account.title })
    .getByRole("button", { name: t.drawers.account.signIn })
    .click();
  await submitSignIn(page, locale, shopper);
}

/** A new, confirmed and signed-in customer (sign-in from the confirmation page's button). */
export async function signedInShopper(page: Page, locale: Locale, shopper: Shopper): Promise<Shopper> {
  await signUpAndConfirm(page, locale, shopper);
  await page.getByRole("button", { name: ui(locale).auth.verify.signIn }).click();
  await submitSignIn(page, locale, shopper);
  return shopper;
}

/** Sign out from the header's account drawer. */
export async function signOutFromHeader(page: Page, locale: Locale): Promise<void> {
  const t = ui(locale);
  await page.getByRole("button", { name: t.header.account }).click();
  await page
    .getByRole("dialog", { name: t.drawers.account.title })
    .getByRole("button", { name: t.auth.drawer.signOut })
    .click();
  await expect(page.getByText(t.auth.toast.signedOut)).toBeVisible();
}

export type Piece = { entityId: number; path: string; name: string };
type SearchProduct = {
  entityId: number;
  path: string;
  name: string;
  inventory: { hasVariantInventory: boolean; aggregated: { availableToSell: number } };
};

/**
 * Single-size pieces with stock to spare (20 or more left), ordered by id, so checkouts of
 * parallel tests never run a piece out; cart.spec takes pieces with 2-5 left, never these.
 */
export async function roomyPieces(request: APIRequestContext, locale: Locale): Promise<Piece[]> {
  const found = new Map<number, Piece>();
  for (const query of ["earrings", "necklace"]) {
    const res = await request.post("/api/search", { data: { searchTerm: true, query, locale, rows: 120 } });
    expect(res.ok()).toBe(true);
    for (const p of (await res.json()).response.products as SearchProduct[]) {
      if (!p.inventory.hasVariantInventory && p.inventory.aggregated.availableToSell >= 20)
        found.set(p.entityId, { entityId: p.entityId, path: `/p/${p.path}`, name: p.name });
    }
  }
  const pieces = [...found.values()].sort((a, b) => a.entityId - b.entityId);
  expect(pieces.length, `single-size pieces with 20+ in stock (${locale})`).toBeGreaterThanOrEqual(16);
  return pieces;
}

/** A distinct piece per project and locale, so parallel tests spread their orders. */
export const pieceIndex = (testInfo: TestInfo, locale: Locale, kind: number) =>
  kind * 4 + (testInfo.project.name === "phone" ? 2 : 0) + (LOCALES[locale].lang === "ar" ? 1 : 0);

const deliveryAddress = {
  first: "Noura",
  last: "Saleh",
  street: "12 King Fahd Road",
  city: "Riyadh",
  postal: "12211",
  phone: "0501234567",
};

/**
 * A signed-in customer orders one piece through the real checkout: product page, Add to bag, the
 * bag page's Checkout, the address, cash on delivery, Place order. Answers the order's id.
 */
export async function placeOrder(page: Page, locale: Locale, piece: Piece, email: string): Promise<number> {
  const t = ui(locale);
  await openHome(page, locale, piece.path);
  const answer = page.waitForResponse((r) => /\/api\/cart\/(createCart|addProduct)$/.test(r.url()));
  await page.getByRole("button", { name: t.product.addToBag }).click();
  expect((await answer).ok()).toBe(true);
  // The bag's count in the header: the page has taken the new cart in (its id is in session
  // storage) before we leave it; the response alone can arrive before the page has read it.
  await expect(page.getByRole("link", { name: bagLinkName(locale, 1) })).toBeVisible();

  await openHome(page, locale, "/cart");
  // A customer goes straight on: no "guest or sign in" question.
  await page.getByRole("main").getByRole("link", { name: t.cart.summary.checkout }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout\\?cartId=`), { timeout: 15_000 });
  // A full page load: what is typed before React hydrates the form would be lost.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
  const f = t.checkout.fields;
  await page.getByLabel(f.email, { exact: true }).fill(email);
  await page.getByLabel(f.first_name, { exact: true }).fill(deliveryAddress.first);
  await page.getByLabel(f.last_name, { exact: true }).fill(deliveryAddress.last);
  await page.getByLabel(f.street, { exact: true }).fill(deliveryAddress.street);
  await page.getByLabel(f.city, { exact: true }).fill(deliveryAddress.city);
  await page.getByLabel(f.governorate.sa, { exact: true }).selectOption({ index: 1 });
  await page.getByLabel(f.postal_code, { exact: true }).fill(deliveryAddress.postal);
  await page.getByLabel(f.phone, { exact: true }).fill(deliveryAddress.phone);
  await expect(page.getByRole("radio", { name: t.checkout.payment.cod })).toBeChecked();
  await answered(page, "/api/checkout/place-order", () =>
    page.getByRole("button", { name: t.checkout.placeOrder }).click(),
  );
  await expect(page.getByRole("heading", { level: 1, name: t.checkout.confirmation.title })).toBeVisible({
    timeout: 20_000,
  });
  const orderId = Number(new URL(page.url()).searchParams.get("order"));
  expect(orderId).toBeGreaterThan(0);
  return orderId;
}
