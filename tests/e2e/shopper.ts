import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { LOCALES, type Locale } from "../../lib/i18n/locales";
import { CANARY_SECRETS } from "../../scripts/lib/canary-secrets.mjs";

/**
 * A signed-in shopper with a placed order, made through the store's own routes (sign-up, the
 * verification mail in the local mailbox, sign-in, cart, place-order), for journeys that start
 * after the checkout (which cart.spec covers through its UI). `page.request` shares the page's
 * cookies, so the page is signed in afterwards.
 */
export const STAFF_TOKEN = CANARY_SECRETS.STAFF_TOKEN;
export const PASSWORD = "Lumina-2026!";

type Summary = { entityId: number; name: string; sku: string; type: string; inventory: { hasVariantInventory: boolean; aggregated: { availableToSell: number } } };

/** A piece of `type` without sizes and with stock, found through the search API. */
export async function findPiece(request: APIRequestContext, locale: Locale, query: string, type: string, skip = 0): Promise<Summary> {
  const res = await request.post("/api/search", { data: { searchTerm: true, query, locale, rows: 100 } });
  const products = (await res.json()).response.products as Summary[];
  const pieces = products.filter((p) => p.type === type && !p.inventory.hasVariantInventory && p.inventory.aggregated.availableToSell >= 10);
  expect(pieces.length, `a ${type} in stock`).toBeGreaterThan(skip);
  return pieces[skip]!;
}

export async function signUpAndSignIn(page: Page, locale: Locale, tag: string): Promise<{ email: string }> {
  const region = LOCALES[locale].region;
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const signUp = await page.request.post("/api/customer/sign-up", { data: { email, password: PASSWORD, firstName: "Noura", lastName: "Saleh", region, locale } });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  // The verification link, from the local mailbox.
  await page.goto(`/${locale}/mailbox`);
  await page.getByRole("link").filter({ hasText: email }).first().click();
  const href = await page.getByTestId("mail-text").getByRole("link").first().getAttribute("href");
  const link = new URL(href!);
  const verified = await page.request.post("/api/verify/verification-email", { data: { email, token: link.searchParams.get("token"), region } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const login = await page.request.post("/api/customer/login", { data: { email, password: PASSWORD, region } });
  expect(login.ok(), await login.text()).toBe(true);
  return { email };
}

export const ADDRESS = { first_name: "Noura", last_name: "Saleh", street: "12 King Fahd Road", city: "Riyadh", governorate: "riyadh", postal_code: "12211", phone: "501234567" };

/** Places an order of these pieces (one of each) as the signed-in page; its id. */
export async function placeOrder(page: Page, locale: Locale, email: string, productIds: number[]): Promise<number> {
  const region = LOCALES[locale].region;
  const cart = await page.request.post("/api/cart/createCart", { data: { region, locale, payload: { line_items: productIds.map((product_id) => ({ product_id, quantity: 1 })) } } });
  expect(cart.ok(), await cart.text()).toBe(true);
  const cartId = (await cart.json()).response.id as string;
  const placed = await page.request.post("/api/checkout/place-order", { data: { cartId, region, locale, email, payment_method: "cod", shipping_address: ADDRESS } });
  expect(placed.ok(), await placed.text()).toBe(true);
  return (await placed.json()).response.orderId as number;
}

/** Staff: the courier delivered the order. */
export async function markDelivered(request: APIRequestContext, locale: Locale, orderId: number) {
  const res = await request.post("/api/staff/orders/deliver", { data: { region: LOCALES[locale].region, orderId }, headers: { authorization: `Bearer ${STAFF_TOKEN}` } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Staff: moves a return `steps` statuses on (then `to`, when given). */
export async function advanceReturn(request: APIRequestContext, locale: Locale, returnId: number, steps: number, to?: string) {
  const region = LOCALES[locale].region;
  for (let i = 0; i < steps; i++) {
    const res = await request.post("/api/staff/returns/advance", { data: { region, returnId }, headers: { authorization: `Bearer ${STAFF_TOKEN}` } });
    expect(res.ok(), await res.text()).toBe(true);
  }
  if (to) {
    const res = await request.post("/api/staff/returns/advance", { data: { region, returnId, to }, headers: { authorization: `Bearer ${STAFF_TOKEN}` } });
    expect(res.ok(), await res.text()).toBe(true);
  }
}
