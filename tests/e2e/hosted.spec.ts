import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { LOCALES, type Locale } from "../../lib/i18n/locales";
import { CATALOGUE } from "../msw/bigcommerce/catalogue";
import { answered } from "./account-support";
import { HOSTED_FAKE_URL, HOSTED_STORE } from "./hosted-env";
import { bagLinkName, openHome, ui } from "./support";

/**
 * The storefront on a hosted store (ADR 0021): the app on its second e2e server, ae on BigCommerce
 * (the fake stores of tests/msw/bigcommerce on loopback, scripts/hosted-fake-server.ts; sa and eg
 * embedded). A shopper opens a piece of the store's catalogue, adds it to her bag (the cart is the
 * store's), checks out as a guest to the store's hosted checkout, comes back, signs in from the
 * checkout question and is sent on signed in (a Customer Login link), pays there (the fake turns
 * the cart into an order) and finds the order under My orders. The store's pages on its checkout
 * domain are stubbed in the browser; nothing leaves the machine.
 */

type FakeCart = {
  id: string;
  customer_id: number;
  line_items: { physical_items: { sku: string; quantity: number }[] };
  redirect_urls: { checkout_url: string };
  coupons?: { code: string }[];
};

/** A single-size piece with stock in ae, one per locale so parallel tests spend different stock. */
const PIECES: Record<"en" | "ar", string> = { en: "LUM-EAR-102", ar: "LUM-NCK-104" };

const fake = (path: string) => `${HOSTED_FAKE_URL}${path}`;

/** The cart as the store holds it, read from the fake's Management API like the app does. */
async function storeCart(request: APIRequestContext, cartId: string): Promise<FakeCart> {
  const res = await request.get(fake(`/stores/${HOSTED_STORE.storeHash}/v3/carts/${cartId}?include=redirect_urls`), {
    headers: { "X-Auth-Token": HOSTED_STORE.accessToken },
  });
  expect(res.status(), `the store's cart ${cartId}`).toBe(200);
  return ((await res.json()) as { data: FakeCart }).data;
}

/** The store's checkout domain answers nothing here: a stub page stands in for it. */
async function stubCheckoutDomain(page: Page): Promise<void> {
  await page.route(`${HOSTED_STORE.checkoutOrigin}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>Hosted checkout</title><h1>Hosted checkout</h1>",
    }),
  );
  // The store's pictures are on its CDN, which this machine cannot reach: a blank picture each.
  await page.route(/\/_next\/image\?url=https%3A%2F%2Fcdn11\.bigcommerce\.com/, (route) =>
    route.fulfill({ status: 200, contentType: "image/gif", body: Buffer.from("R0lGODlhAQABAAAAACw=", "base64") }),
  );
}

/** The payload of a JWT (the Customer Login link's token). */
const jwtPayload = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")) as Record<string, unknown>;

for (const locale of ["en-ae", "ar-ae"] as const satisfies Locale[]) {
  test(`hosted store: browse, bag, hosted checkout, sign in, My orders (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const t = ui(locale);
    const piece = CATALOGUE.find((p) => p.sku === PIECES[LOCALES[locale].lang])!;
    await stubCheckoutDomain(page);

    // A customer of the ae store, made in the store (email verified, as after the confirmation mail).
    const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const shopper = {
      email: `hosted-${testInfo.project.name}-${locale}-${suffix}@example.com`,
      password: "Lumina-2026!",
      firstName: "Mariam",
      lastName: "Haddad",
    };
    const seeded = await request.post(fake("/__fake/customer"), { data: { country: "ae", ...shopper } });
    expect(seeded.status(), await seeded.text()).toBe(201);
    const { customerId } = (await seeded.json()) as { customerId: number };

    // Browse: the piece's page, from the store's catalogue.
    await openHome(page, locale, `/p/${piece.slug}-sku-${piece.sku.toLowerCase()}`);
    const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    expect(title.length).toBeGreaterThan(0);

    // Add to bag: the cart is made in the store.
    await answered(page, "/api/cart/createCart", () => page.getByRole("button", { name: t.product.addToBag }).click());
    await expect(page.getByRole("link", { name: bagLinkName(locale, 1) })).toBeVisible();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("cartId"))).toMatch(/^[0-9a-f-]{36}$/);
    const cartId = (await page.evaluate(() => sessionStorage.getItem("cartId")))!;
    const cart = await storeCart(request, cartId);
    expect(cart.line_items.physical_items).toEqual([expect.objectContaining({ sku: piece.sku, quantity: 1 })]);
    expect(cart.customer_id).toBe(0);

    // The bag page shows the store's cart.
    await openHome(page, locale, "/cart");
    await expect(page.getByRole("main").getByText(title).first()).toBeVisible({ timeout: 15_000 });

    // A promotion code goes on the store's cart as its coupon (Checkouts v3); a wrong one is refused.
    const promoField = page.getByRole("main").getByRole("textbox", { name: t.cart.promo.label });
    await promoField.fill("NOPE123");
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/cart/addPromo");
    await promoField.press("Enter");
    expect((await refused).status()).toBe(422);
    await expect(page.getByRole("main").getByRole("alert")).toContainText("NOPE123");
    await promoField.fill("welcome10");
    await answered(page, "/api/cart/addPromo", () => promoField.press("Enter"));
    await expect(page.getByRole("main").getByTestId("promo-line")).toContainText("WELCOME10");
    expect((await storeCart(request, cartId)).coupons?.map((c) => c.code)).toEqual(["WELCOME10"]);

    // Checkout as a guest: through our checkout page to the store's hosted checkout.
    const checkoutButton = page
      .getByRole("main")
      .getByRole("link", { name: t.cart.summary.checkout })
      .or(page.getByRole("main").getByRole("button", { name: t.cart.summary.checkout }))
      .first();
    await checkoutButton.click();
    const question = page.getByRole("dialog", { name: t.auth.checkoutGuest.title });
    await question.getByRole("button", { name: t.auth.checkoutGuest.guest }).click();
    await page.waitForURL((url) => url.origin === HOSTED_STORE.checkoutOrigin, { timeout: 15_000 });
    // The store's checkout address of this cart (its token is new on each read of the cart, as BigCommerce's are).
    const tokenless = (url: string) => url.replace(/([?&]token=)[^&]+/, "$1");
    expect(tokenless(page.url())).toBe(tokenless(cart.redirect_urls.checkout_url));
    expect(new URL(page.url()).searchParams.get("id")).toBe(cartId);
    expect(new URL(page.url()).searchParams.get("token")).toMatch(/^\w{16,}$/);

    // Back in the shop, checkout again: this time she signs in first, and is sent on signed in.
    await openHome(page, locale, "/cart");
    await expect(page.getByRole("main").getByText(title).first()).toBeVisible({ timeout: 15_000 });
    await checkoutButton.click();
    await question.getByRole("button", { name: t.auth.checkoutGuest.signIn }).click();
    const signIn = page.getByRole("dialog", { name: t.auth.signIn.title });
    await signIn.getByLabel(t.auth.fields.email).fill(shopper.email);
    await signIn.getByLabel(t.auth.fields.password, { exact: true }).fill(shopper.password);
    await answered(page, "/api/customer/login", () =>
      signIn.getByRole("button", { name: t.auth.signIn.submit }).click(),
    );
    await page.waitForURL((url) => url.origin === HOSTED_STORE.checkoutOrigin, { timeout: 15_000 });
    const login = new URL(page.url());
    expect(login.pathname).toMatch(/^\/login\/token\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const claims = jwtPayload(login.pathname.split("/").at(-1)!);
    expect(claims).toMatchObject({
      operation: "customer_login",
      store_hash: HOSTED_STORE.storeHash,
      customer_id: customerId,
      channel_id: HOSTED_STORE.channelId,
    });
    const checkoutTarget = new URL(String(claims.redirect_to), HOSTED_STORE.checkoutOrigin);
    expect(checkoutTarget.pathname).toBe("/cart.php");
    const paidCartId = checkoutTarget.searchParams.get("id")!;
    // Her bag is the store's cart, now hers.
    const paidCart = await storeCart(request, paidCartId);
    expect(paidCart.customer_id).toBe(customerId);
    expect(paidCart.line_items.physical_items).toEqual([expect.objectContaining({ sku: piece.sku, quantity: 1 })]);

    // She pays at the hosted checkout: the store turns the cart into an order.
    const placed = await request.post(fake("/__fake/place-order"), { data: { country: "ae", cartId: paidCartId } });
    expect(placed.status(), await placed.text()).toBe(201);
    const { orderId } = (await placed.json()) as { orderId: number };

    // My orders lists it under the store's number with the country's label.
    await openHome(page, locale, "/account/my-orders");
    await expect(page.getByRole("main").getByText(`UAE-${orderId}`, { exact: true })).toBeVisible({ timeout: 15_000 });

    // Tracking it needs no account: its number and her e-mail show the timeline the store's status gives.
    await page.context().clearCookies();
    await openHome(page, locale, "/track-order");
    const trackForm = page.getByRole("main");
    await trackForm.getByRole("textbox", { name: t.track.fields.order }).fill(`UAE-${orderId}`);
    await trackForm.getByRole("textbox", { name: t.track.fields.contact }).fill(shopper.email.toUpperCase());
    await answered(page, "/api/orders/track", () => trackForm.getByRole("button", { name: t.track.submit }).click());
    await expect(trackForm.getByRole("heading", { name: new RegExp(`UAE-${orderId}`) })).toBeVisible();
    await expect(trackForm.getByRole("list", { name: t.track.timeline })).toContainText(t.track.steps.placed);

    // Every request the app sent the store kept to the vendor's contract.
    const { violations } = (await (await request.get(fake("/__fake/violations"))).json()) as { violations: string[] };
    expect(violations).toEqual([]);
  });
}
