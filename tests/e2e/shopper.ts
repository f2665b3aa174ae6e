import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { LOCALES, type Locale } from "../../lib/i18n/locales";
import { CANARY_SECRETS } from "../../scripts/lib/canary-secrets.mjs";
import { newShopper, signUpAndConfirm, type Shopper } from "./account-support";

/**
 * A signed-in shopper with a placed order, made through the store's own routes (sign-up, the
 * verification mail in the local mailbox, sign-in, cart, place-order), for journeys that start
 * after the checkout (cart.spec and account-support's placeOrder go through its UI), and the
 * staff routes that move orders and returns on. `page.request` shares the page's
 * cookies, so the page is signed in afterwards.
 */
export const STAFF_TOKEN = CANARY_SECRETS.STAFF_TOKEN;

type Summary = {
  entityId: number;
  name: string;
  sku: string;
  type: string;
  inventory: { hasVariantInventory: boolean; aggregated: { availableToSell: number } };
};

/** A piece of `type` without sizes and with stock, found through the search API. */
export async function findPiece(
  request: APIRequestContext,
  locale: Locale,
  query: string,
  type: string,
  skip = 0,
): Promise<Summary> {
  const res = await request.post("/api/search", { data: { searchTerm: true, query, locale, rows: 100 } });
  const products = (await res.json()).response.products as Summary[];
  const pieces = products.filter(
    (p) => p.type === type && !p.inventory.hasVariantInventory && p.inventory.aggregated.availableToSell >= 10,
  );
  expect(pieces.length, `a ${type} in stock`).toBeGreaterThan(skip);
  return pieces[skip]!;
}

/** A new customer, confirmed through the mailbox (account-support), then signed in through the login route. */
export async function signUpAndSignIn(page: Page, locale: Locale, testInfo: TestInfo, tag: string): Promise<Shopper> {
  const shopper = newShopper(testInfo, locale, tag);
  await signUpAndConfirm(page, locale, shopper);
  const login = await page.request.post("/api/customer/login", {
    data: { email: shopper.email, password: shopper.password, region: LOCALES[locale].region },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return shopper;
}

export const ADDRESS = {
  first_name: "Noura",
  last_name: "Saleh",
  street: "12 King Fahd Road",
  city: "Riyadh",
  governorate: "riyadh",
  postal_code: "12211",
  phone: "501234567",
};

/** Places an order of these pieces (one of each) as the signed-in page; its id. */
export async function orderThroughRoutes(
  page: Page,
  locale: Locale,
  email: string,
  productIds: number[],
): Promise<number> {
  const region = LOCALES[locale].region;
  const cart = await page.request.post("/api/cart/createCart", {
    data: { region, locale, payload: { line_items: productIds.map((product_id) => ({ product_id, quantity: 1 })) } },
  });
  expect(cart.ok(), await cart.text()).toBe(true);
  const cartId = (await cart.json()).response.id as string;
  const placed = await page.request.post("/api/checkout/place-order", {
    data: { cartId, region, locale, email, payment_method: "cod", shipping_address: ADDRESS },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return (await placed.json()).response.orderId as number;
}

/** A staff route, with the e2e server's staff token; must succeed. */
async function staff(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const res = await request.post(path, { data, headers: { authorization: `Bearer ${STAFF_TOKEN}` } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Staff: the courier delivered the order. */
export const markDelivered = (request: APIRequestContext, locale: Locale, orderId: number) =>
  staff(request, "/api/staff/orders/deliver", { region: LOCALES[locale].region, orderId });

/** Staff: moves a return `steps` statuses on (then to `to`, when given). */
export async function advanceReturn(
  request: APIRequestContext,
  locale: Locale,
  returnId: number,
  steps: number,
  to?: string,
) {
  const region = LOCALES[locale].region;
  for (let i = 0; i < steps; i++) await staff(request, "/api/staff/returns/advance", { region, returnId });
  if (to) await staff(request, "/api/staff/returns/advance", { region, returnId, to });
}
