import { expect, test, type Page } from "@playwright/test";
import { LOCALES, type Locale } from "../../lib/i18n/locales";
import {
  answered,
  filled,
  newShopper,
  pieceIndex,
  placeOrder,
  roomyPieces,
  signedInShopper,
  signInFromHeader,
  signOutFromHeader,
  type Piece,
} from "./account-support";
import { countedText, openHome, ui } from "./support";

/**
 * The account area as a customer uses it (ADR 0013): her details and address
 * book saved across a reload; a review of a piece she ordered through the real checkout; a guest
 * wishlist merged into her saved one at sign-in without doubles; and another shopper's order
 * staying out of reach of her session. Each test makes its own accounts (sign-up route, mailbox).
 */

/** A toast with this text (several may be stacked: the newest is enough). */
const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();

/** An account section's page, its heading checked (a first visit compiles it in dev). */
async function openSection(page: Page, locale: Locale, slug: string, heading: string) {
  await openHome(page, locale, `/account/${slug}`);
  await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible({ timeout: 15_000 });
}

for (const locale of ["en-sa", "ar-sa"] as const) {
  test(`my details and the address book are saved across a reload (${locale})`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const t = ui(locale);
    const d = t.account.details;
    const shopper = await signedInShopper(page, locale, newShopper(testInfo, locale, "details"));

    // My details: title, first name, a mobile number (the country's rule first), date of birth.
    await openSection(page, locale, "my-details", t.account.sections["my-details"]);
    const form = page.getByRole("main");
    await expect(form.getByLabel(d.firstName, { exact: true })).toHaveValue(shopper.firstName);
    await form.getByLabel(d.title, { exact: true }).selectOption({ label: d.titles.Mrs });
    await form.getByLabel(d.firstName, { exact: true }).fill("Reem");
    const phone = form.getByLabel(d.phone, { exact: true });
    await phone.fill("12345");
    await phone.blur();
    const phoneRule = filled(d.errors.phone, { n: 9 });
    await expect(form.getByText(phoneRule)).toBeVisible();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await form.getByRole("button", { name: d.save }).click();
    await expect(toast(page, d.errors.summary)).toBeVisible();
    await expect(phone).toBeFocused();
    await phone.fill("0551234567");
    await expect(form.getByText(phoneRule)).toBeHidden();
    await form.getByLabel(d.dateOfBirth, { exact: true }).fill("1990-04-15");
    await answered(page, "/api/v3/update-attribute-values", () => form.getByRole("button", { name: d.save }).click());
    await expect(toast(page, d.saved)).toBeVisible();

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
    await expect(form.getByLabel(d.title, { exact: true })).toHaveValue("Mrs");
    await expect(form.getByLabel(d.firstName, { exact: true })).toHaveValue("Reem");
    await expect(form.getByLabel(d.lastName, { exact: true })).toHaveValue(shopper.lastName);
    // Stored as the national number: the leading 0 dropped, the +966 shown beside it.
    await expect(form.getByLabel(d.phone, { exact: true })).toHaveValue("551234567");
    await expect(form.getByLabel(d.dateOfBirth, { exact: true })).toHaveValue("1990-04-15");
    if ((page.viewportSize()?.width ?? 0) >= 1300)
      await expect(page.getByTestId("greeting")).toHaveText(t.header.greeting.replace("{{name}}", "Reem"));

    // The address book: add two (the first becomes the default), edit the second, make it the default, delete the first.
    const a = t.account.addresses;
    const f = t.checkout.fields;
    await openSection(page, locale, "address-book", t.account.sections["address-book"]);
    await expect(page.getByText(a.empty)).toBeVisible();
    const cards = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.locator("address") });
    const card = (street: string) => cards.filter({ hasText: street });
    const names = (name: string, street: string) => ({ name, street });
    async function fillAddress(
      title: string,
      route: string,
      v: { first: string; street: string; city: string; governorate: number; phone: string },
    ) {
      const box = page.getByRole("form", { name: title });
      await box.getByLabel(f.first_name, { exact: true }).fill(v.first);
      await box.getByLabel(f.last_name, { exact: true }).fill("Saleh");
      await box.getByLabel(f.street, { exact: true }).fill(v.street);
      await box.getByLabel(f.city, { exact: true }).fill(v.city);
      await box.getByLabel(f.governorate.sa, { exact: true }).selectOption({ index: v.governorate });
      await box.getByLabel(f.postal_code, { exact: true }).fill("12211");
      await box.getByLabel(f.phone, { exact: true }).fill(v.phone);
      await answered(page, route, () => box.getByRole("button", { name: a.save }).click());
      await expect(box).toBeHidden();
    }

    await page.getByRole("button", { name: a.add }).click();
    await fillAddress(a.addTitle, "/api/customer/addresses/add", {
      first: "Noura",
      street: "12 King Fahd Road",
      city: "Riyadh",
      governorate: 1,
      phone: "0501234567",
    });
    await expect(toast(page, a.added)).toBeVisible();
    await expect(card("12 King Fahd Road").getByText(a.default)).toBeVisible();

    await page.getByRole("button", { name: a.add }).click();
    await fillAddress(a.addTitle, "/api/customer/addresses/add", {
      first: "Reem",
      street: "7 Olaya Street",
      city: "Riyadh",
      governorate: 1,
      phone: "0507654321",
    });
    await expect(cards).toHaveCount(2);
    await expect(card("7 Olaya Street").getByText(a.default)).toHaveCount(0);

    await page.getByRole("button", { name: filled(a.editLabel, names("Reem Saleh", "7 Olaya Street")) }).click();
    const editing = page.getByRole("form", { name: a.editTitle });
    await expect(editing.getByLabel(f.street, { exact: true })).toHaveValue("7 Olaya Street");
    await fillAddress(a.editTitle, "/api/customer/addresses/update", {
      first: "Reem",
      street: "9 Tahlia Street",
      city: "Jeddah",
      governorate: 2,
      phone: "0507654321",
    });
    await expect(toast(page, a.updated)).toBeVisible();
    await expect(card("9 Tahlia Street")).toContainText("Jeddah");
    await expect(card("7 Olaya Street")).toHaveCount(0);

    await answered(page, "/api/customer/addresses/update", () =>
      page.getByRole("button", { name: filled(a.setDefaultLabel, names("Reem Saleh", "9 Tahlia Street")) }).click(),
    );
    await expect(toast(page, a.defaultSet)).toBeVisible();
    await expect(card("9 Tahlia Street").getByText(a.default)).toBeVisible();
    await expect(card("12 King Fahd Road").getByText(a.default)).toHaveCount(0);

    await page.getByRole("button", { name: filled(a.deleteLabel, names("Noura Saleh", "12 King Fahd Road")) }).click();
    const confirm = page.getByRole("dialog", { name: a.confirmTitle });
    await expect(confirm).toContainText("12 King Fahd Road");
    await answered(page, "/api/customer/addresses/delete", () =>
      confirm.getByRole("button", { name: a.confirmDelete }).click(),
    );
    await expect(toast(page, a.deleted)).toBeVisible();
    await expect(cards).toHaveCount(1);

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
    await expect(cards).toHaveCount(1);
    await expect(card("9 Tahlia Street")).toContainText("Jeddah");
    await expect(card("9 Tahlia Street").getByText(a.default)).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("12 King Fahd Road");
  });

  test(`a customer reviews a piece she ordered: waiting with the prompt, then under her reviews (${locale})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const t = ui(locale);
    const r = t.reviews;
    const piece = (await roomyPieces(page.request, locale))[pieceIndex(testInfo, locale, 0)]!;
    const shopper = await signedInShopper(page, locale, newShopper(testInfo, locale, "review"));
    await placeOrder(page, locale, piece, shopper.email);

    await openSection(page, locale, "my-reviews", t.account.sections["my-reviews"]);
    const waiting = page.getByRole("region", { name: r.promoTitle });
    await expect(waiting.getByRole("status")).toHaveText(
      countedText(locale, r as unknown as Record<string, string>, "promo", 1),
      { timeout: 15_000 },
    );
    await expect(waiting.getByRole("link", { name: piece.name })).toBeVisible();
    const mine = page.getByRole("region", { name: r.mineTitle });
    await expect(mine.getByText(r.none)).toBeVisible({ timeout: 15_000 });

    // Write it: a rating is required first, then the text.
    await waiting.getByRole("button", { name: r.writeFor.replace("{{name}}", piece.name) }).click();
    const form = page.getByRole("form", { name: r.writeFor.replace("{{name}}", piece.name) });
    await form.getByRole("button", { name: r.submit }).click();
    await expect(toast(page, r.errors.ratingRequired)).toBeVisible();
    // The radios are visually hidden: a shopper clicks the fourth star, their label.
    const fourStars = { name: countedText(locale, r as unknown as Record<string, string>, "stars", 4) };
    await form
      .locator("label")
      .filter({ has: page.getByRole("radio", fourStars) })
      .click();
    await expect(form.getByRole("radio", fourStars)).toBeChecked();
    const text =
      LOCALES[locale].lang === "ar"
        ? "قطعة جميلة جدًا، لمعانها رائع كل يوم."
        : "A lovely piece, it shines every single day.";
    await form.getByLabel(r.titleLabel).fill(LOCALES[locale].lang === "ar" ? "رائعة" : "Beautiful");
    await form.getByLabel(r.textLabel).fill(text);
    await answered(page, "/api/reviews/create", () => form.getByRole("button", { name: r.submit }).click());
    await expect(toast(page, r.thanks)).toBeVisible();

    // No longer waiting; listed under her reviews with its stars, in every sort order.
    await expect(waiting.getByRole("status")).toHaveText(r.promoNone);
    await expect(waiting.getByRole("button", { name: r.writeFor.replace("{{name}}", piece.name) })).toHaveCount(0);
    const review = mine.getByRole("listitem").filter({ hasText: text });
    await expect(review).toBeVisible();
    await expect(review.getByText(filled(r.ratingOf, { rating: 4, max: 5 }))).toBeAttached();
    await expect(review.getByRole("link", { name: piece.name })).toBeVisible();
    const sort = mine.getByLabel(r.sortLabel);
    await expect(sort.getByRole("option")).toHaveText([r.sort.recent, r.sort.feature, r.sort.highest, r.sort.lowest]);
    for (const order of ["lowest", "highest", "feature"] as const) {
      await sort.selectOption({ label: r.sort[order] });
      await expect(sort).toHaveValue(order);
      await expect(review).toBeVisible();
    }

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
    await expect(mine.getByRole("listitem").filter({ hasText: text })).toBeVisible();
    await expect(waiting.getByRole("status")).toHaveText(r.promoNone);
  });

  test(`a guest's hearts are merged into her saved wishlist at sign-in, without doubles (${locale})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const t = ui(locale);
    const w = t.wishlist as unknown as Record<string, string>;
    const pieces = await roomyPieces(page.request, locale);
    const [saved, other] = [pieces[pieceIndex(testInfo, locale, 1)]!, pieces[pieceIndex(testInfo, locale, 2)]!];
    const heart = (pressed: boolean) =>
      page.getByRole("main").getByRole("button", { name: pressed ? t.wishlist.remove : t.wishlist.add, exact: true });
    const headerHeart = page.getByRole("banner").getByRole("button", { name: t.header.wishlist, exact: true });
    async function heartOnProductPage(piece: Piece, route?: string) {
      await openHome(page, locale, piece.path);
      if (route) await answered(page, route, () => heart(false).click());
      else await heart(false).click();
      await expect(heart(true)).toHaveAttribute("aria-pressed", "true");
      await expect(toast(page, t.wishlist.toast.added)).toBeVisible();
    }

    // The account exists, with one piece already in her saved wishlist; then she signs out.
    const shopper = await signedInShopper(page, locale, newShopper(testInfo, locale, "wishlist"));
    await heartOnProductPage(saved, "/api/wishlist/add");
    await signOutFromHeader(page, locale);

    // As a guest (this device only): the same piece and another one.
    await openHome(page, locale, saved.path);
    await expect(heart(false)).toBeVisible();
    await heart(false).click();
    await expect(heart(true)).toBeVisible();
    await heartOnProductPage(other);
    await expect(headerHeart).toHaveText("2");
    // The heart on a phone's product page sits below the fold, so the header hid as she scrolled
    // down to it: she scrolls back up to reach the header's heart (a click during its return can miss).
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(headerHeart).toBeInViewport({ ratio: 1 });
    await headerHeart.click();
    const drawer = page.getByRole("dialog", { name: t.drawers.wishlist.title });
    // The drawer reads the guest's products from the store (a route that compiles on its first call in dev).
    await expect(drawer.getByText(countedText(locale, w, "count", 2))).toBeVisible({ timeout: 15_000 });
    await expect(drawer.getByText(t.wishlist.guestHint)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    // Sign in: both pieces are hers now, the one she had saved only once.
    const merge = await answered(page, "/api/wishlist/merge", () => signInFromHeader(page, locale, shopper));
    // The store's own account of it: one piece added, the one she had already saved skipped.
    expect((await merge.json()).response).toEqual({ added: 1, skipped: 1 });
    await expect(headerHeart).toHaveText("2");
    await headerHeart.click();
    await expect(drawer.getByText(countedText(locale, w, "count", 2))).toBeVisible();
    await expect(drawer.getByRole("link", { name: saved.name, exact: true })).toHaveCount(1);
    await expect(drawer.getByRole("link", { name: other.name, exact: true })).toHaveCount(1);
    await expect(drawer.getByText(t.wishlist.guestHint)).toHaveCount(0);
    await drawer.getByRole("link", { name: t.wishlist.viewAll }).click();

    // The my-wishlist page, read from the server.
    await expect(page).toHaveURL(new RegExp(`/${locale}/account/my-wishlist$`), { timeout: 15_000 });
    const list = page.getByRole("region", { name: t.wishlist.pageTitle });
    await expect(list.getByText(countedText(locale, w, "count", 2))).toBeVisible({ timeout: 15_000 });
    await expect(list.getByRole("link", { name: saved.name, exact: true })).toHaveCount(1);
    await expect(list.getByRole("link", { name: other.name, exact: true })).toHaveCount(1);
    await page.reload();
    await expect(list.getByText(countedText(locale, w, "count", 2))).toBeVisible({ timeout: 15_000 });
    await expect(headerHeart).toHaveText("2");
    // Stored once each (the screens would hide a doubled row): her wishlists as the route gives them.
    const lists = (
      await (await page.request.post("/api/wishlist/get", { data: { region: LOCALES[locale].region, locale } })).json()
    ).response as { items: { productEntityId: number }[] }[];
    expect(lists.flatMap((l) => l.items.map((i) => i.productEntityId)).sort((x, y) => x - y)).toEqual(
      [saved.entityId, other.entityId].sort((x, y) => x - y),
    );
  });

  test(`another shopper cannot open her order, on the page or through the route (${locale})`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const t = ui(locale);
    const region = LOCALES[locale].region;
    const piece = (await roomyPieces(page.request, locale))[pieceIndex(testInfo, locale, 3)]!;

    // Shopper A orders and can open her own order; meanwhile shopper B signs in in another browser.
    const other = await browser.newContext();
    try {
      const b = await other.newPage();
      const a = newShopper(testInfo, locale, "owner");
      const [orderId, shopperB] = await Promise.all([
        signedInShopper(page, locale, a).then(() => placeOrder(page, locale, piece, a.email)),
        signedInShopper(b, locale, newShopper(testInfo, locale, "other", "Huda")),
      ]);
      await openHome(page, locale, `/account/my-orders/${orderId}`);
      await expect(page.getByRole("main").getByText(piece.name)).toBeVisible({ timeout: 15_000 });
      expect((await page.request.post("/api/orders/order", { data: { orderId, region, locale } })).status()).toBe(200);

      // B gets the 404 page and a 404 from the route.
      const response = await b.goto(`/${locale}/account/my-orders/${orderId}`);
      expect(response?.status()).toBe(404);
      await expect(b.getByRole("heading", { name: t.errors.notFoundTitle })).toBeVisible();
      await expect(b.getByText(t.errors.notFoundText)).toBeVisible();
      await expect(b.getByRole("main")).not.toContainText(piece.name);

      // Her session is good (her own orders answer 200, empty); A's order is a 404 like an unknown id.
      const mine = await b.request.post("/api/orders/getAllOrders", {
        data: { email: shopperB.email, region, locale },
      });
      expect(mine.status()).toBe(200);
      expect((await mine.json()).response.completeOrders).toEqual([]);
      const theirs = await b.request.post("/api/orders/order", { data: { orderId, region, locale } });
      expect(theirs.status()).toBe(404);
      expect(JSON.stringify(await theirs.json())).not.toContain(a.email);
    } finally {
      await other.close();
    }
  });
}
