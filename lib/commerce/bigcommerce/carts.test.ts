import { afterEach, describe, expect, it, vi } from "vitest";
import { UPSTREAM_TIMEOUT_MS } from "@/lib/http/upstream";
import { fakeBigCommerceForFile } from "@/tests/msw/bigcommerce/file-fake";
import type { RegionCode } from "@/lib/i18n/locales";
import { BigCommerceError, type RestClient } from "./clients";
import { CART_CHANGE_ATTEMPTS, createBigCommerceCarts } from "./carts";
import { fakeStoreClients } from "./test-clients";
import { fakeCartCatalogue } from "./test-cart-catalogue";

/** The BigCommerce cart adapter against the fake stores: what it sends, and how it meets conflicts and outages. */
const fake = fakeBigCommerceForFile();
afterEach(() => vi.useRealTimers());

const guest = { customerId: null };
const earrings = { product_id: 102, quantity: 1 };
const pendant = { product_id: 104, quantity: 1 };

function carts(region: RegionCode = "sa", rest?: (real: RestClient) => RestClient) {
  const clients = fakeStoreClients(region);
  return createBigCommerceCarts({
    clients: rest ? { ...clients, rest: rest(clients.rest) } : clients,
    catalogue: fakeCartCatalogue(fake, region),
  });
}
const calls = () => fake.requests.map((r) => `${r.method} ${new URL(r.url).pathname.replace(/^\/stores\/[^/]+/, "")}`);

describe("BigCommerce carts", () => {
  it("asks for the redirect URLs on every cart call and hands the hosted checkout URL on", async () => {
    const cart = await carts("ae").createCart({
      lines: [{ product_id: 101, variant_id: 1012, quantity: 1 }],
      customerId: 0,
      locale: "ar-ae",
    });
    expect(cart.redirect_urls.checkout_url).toMatch(
      /^https:\/\/checkout\.ae\.lumina\.test\/cart\.php\?action=loadInCheckout&id=/,
    );
    expect(cart).toMatchObject({ locale: "ar-ae", channel_id: 1, currency: { code: "AED" } });
    expect(cart.line_items.physical_items[0]).toMatchObject({
      name: "Lumina Fine - Solitaire Diamond Ring",
      url: "solitaire-diamond-ring-sku-lum-rng-101",
      options: [{ name: "Ring size", value: "54" }],
      available_to_sell: 4,
      original_price: 8750,
    });
    // Carts are made in the country's currency, whatever the store's default is.
    expect(fake.requests[0]!.body).toMatchObject({ channel_id: 1, locale: "ar-AE", currency: { code: "AED" } });
    await carts("ae").addCartLines(cart.id, [earrings], guest);
    for (const r of fake.requests) expect(new URL(r.url).searchParams.get("include")).toBe("redirect_urls");
  });

  it("sends the version it read with a change, and reads and checks again after a 409", async () => {
    const cart = await carts().createCart({ lines: [earrings], customerId: 0 });
    fake.failNext(
      "sa",
      { kind: "status", status: 409, body: { status: 409, title: "Conflict", type: "about:blank" } },
      { operation: "POST /v3/carts/{cartId}/items" },
    );
    fake.requests.length = 0;
    const added = await carts().addCartLines(cart.id, [pendant], guest);
    expect(added.status === "ok" && added.cart.line_items.physical_items).toHaveLength(2);
    expect(calls()).toEqual([
      `GET /v3/carts/${cart.id}`,
      `POST /v3/carts/${cart.id}/items`,
      `GET /v3/carts/${cart.id}`,
      `POST /v3/carts/${cart.id}/items`,
    ]);
    expect(fake.requests[1]!.body).toMatchObject({ version: 1 });
  });

  it("refuses a change when the cart was handed to a customer between its read and its write", async () => {
    const cart = await carts().createCart({ lines: [earrings], customerId: 0 });
    const customer = fake.stores.sa.seedCustomer({ email: "noura@example.com", password: "secret-1" });
    // The shopper signs in elsewhere just after our read: the write carries a stale version.
    const racing = carts("sa", (real) => ({
      ...real,
      post: async (path, body, options) => {
        await fakeStoreClients("sa").rest.put(`/v3/carts/${cart.id}`, { customer_id: customer });
        return real.post(path, body, options);
      },
    }));
    expect(await racing.addCartLines(cart.id, [pendant], guest)).toEqual({ status: "forbidden" });
    expect(fake.stores.sa.carts.get(cart.id)!.lines).toHaveLength(1);
  });

  it(`gives up after ${CART_CHANGE_ATTEMPTS} conflicts with the store's 409`, async () => {
    const cart = await carts().createCart({ lines: [earrings], customerId: 0 });
    fake.failNext(
      "sa",
      { kind: "status", status: 409, body: { status: 409, title: "Conflict", type: "about:blank" } },
      { operation: "PUT /v3/carts/{cartId}/items/{itemId}", times: CART_CHANGE_ATTEMPTS },
    );
    const itemId = cart.line_items.physical_items[0]!.id;
    await expect(carts().updateCartLine(cart.id, itemId, 2, guest)).rejects.toMatchObject({ status: 409 });
    await expect(carts().updateCartLine(cart.id, itemId, 2, guest)).resolves.toMatchObject({ status: "ok" });
  });

  it("retries a read answered 429, and never a change", async () => {
    const cart = await carts().createCart({ lines: [earrings], customerId: 0 });
    fake.failNext("sa", { kind: "rate-limit", resetMs: 50 }, { operation: "GET /v3/carts/{cartId}" });
    fake.requests.length = 0;
    expect((await carts().getCart(cart.id))!.id).toBe(cart.id);
    expect(calls()).toEqual([`GET /v3/carts/${cart.id}`, `GET /v3/carts/${cart.id}`]);

    fake.failNext("sa", { kind: "status", status: 503 }, { operation: "POST /v3/carts/{cartId}/items" });
    fake.failNext("sa", { kind: "rate-limit", resetMs: 50 }, { operation: "POST /v3/carts" });
    fake.requests.length = 0;
    await expect(carts().addCartLines(cart.id, [pendant], guest)).rejects.toMatchObject({
      name: "UpstreamError",
      status: 503,
    });
    await expect(carts().createCart({ lines: [earrings], customerId: 0 })).rejects.toMatchObject({
      name: "UpstreamError",
      status: 429,
    });
    expect(calls()).toEqual([`GET /v3/carts/${cart.id}`, `POST /v3/carts/${cart.id}/items`, "POST /v3/carts"]);
    expect(fake.stores.sa.carts.get(cart.id)!.lines).toHaveLength(1);
  });

  it("tries a hung read again after its deadline", async () => {
    const cart = await carts().createCart({ lines: [earrings], customerId: 0 });
    fake.failNext("sa", { kind: "hang" }, { operation: "GET /v3/checkouts/{checkoutId}" });
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const read = carts().getCheckoutTotals(cart.id);
    await vi.advanceTimersByTimeAsync(UPSTREAM_TIMEOUT_MS + 2_100);
    expect(await read).toMatchObject({ id: cart.id, currency: { code: "SAR" } });
    expect(fake.requests.filter((r) => r.operation === "GET /v3/checkouts/{checkoutId}")).toHaveLength(2);
  });

  it("fails a hung change with a timeout (UpstreamError), sent once", async () => {
    const cart = await carts().createCart({ lines: [earrings], customerId: 0 });
    fake.requests.length = 0;
    fake.failNext("sa", { kind: "hang" }, { operation: "POST /v3/carts/{cartId}/items" });
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const change = carts()
      .addCartLines(cart.id, [pendant], guest)
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(UPSTREAM_TIMEOUT_MS + 100);
    expect(await change).toMatchObject({ name: "UpstreamError", kind: "timeout", upstream: "bigcommerce:sa:rest" });
    expect(calls()).toEqual([`GET /v3/carts/${cart.id}`, `POST /v3/carts/${cart.id}/items`]);
  });

  it("answers 422 refusals other than stock as CommerceInputError, and unknown ids as nothing", async () => {
    await expect(
      carts().createCart({ lines: [{ product_id: 999, quantity: 1 }], customerId: 0 }),
    ).rejects.toMatchObject({ name: "CommerceInputError" });
    await expect(
      carts().createCart({ lines: [{ product_id: 101, quantity: 1 }], customerId: 0 }),
    ).rejects.toMatchObject({ name: "CommerceInputError" });
    expect(await carts().getCart("settings")).toBeNull();
    expect(await carts().deleteCart("../customers")).toBe(false);
    expect(fake.requests).toHaveLength(2);
  });

  it("reads the out-of-stock figure from the title, and from the catalogue when the title lacks it", async () => {
    fake.stores.sa.setStock(1041, 0);
    await expect(carts().createCart({ lines: [pendant], customerId: 0 })).rejects.toMatchObject({
      code: "quantityExceeds",
      sku: "LUM-NCK-104",
      available: 0,
    });
    fake.stores.sa.setStock(1041, 2);
    fake.failNext(
      "sa",
      {
        kind: "status",
        status: 422,
        body: { status: 422, title: "Not enough stock to fulfil the request", type: "about:blank" },
      },
      { operation: "POST /v3/carts" },
    );
    await expect(carts().createCart({ lines: [{ ...pendant, quantity: 5 }], customerId: 0 })).rejects.toMatchObject({
      code: "quantityExceeds",
      sku: "LUM-NCK-104",
      available: 2,
    });
  });

  it("takes any quantity of a piece the store does not track, with no stock figure on the line", async () => {
    const cart = await carts("eg").createCart({ lines: [{ product_id: 107, quantity: 10 }], customerId: 0 });
    expect(cart.line_items.physical_items[0]).toMatchObject({
      sku: "LUM-NCK-107",
      quantity: 10,
      available_to_sell: null,
    });
  });

  it("shows the custom items and gift certificates the store keeps in a cart, and removes them by id", async () => {
    const cart = await carts().createCart({ lines: [earrings], customerId: 0 });
    const engraving = fake.stores.sa.seedOtherItem(cart.id, {
      kind: "custom",
      sku: "ENGRAVE",
      name: "Engraving",
      quantity: 1,
      listPrice: 150,
    });
    fake.stores.sa.seedOtherItem(cart.id, { kind: "gift", name: "Gift certificate", amount: 500, recipient: "Huda" });
    const read = (await carts().getCart(cart.id))!;
    expect(read.line_items.other_items).toEqual([
      { id: engraving, kind: "custom", name: "Engraving", sku: "ENGRAVE", quantity: 1, amount: 150 },
      {
        id: expect.any(String),
        kind: "gift_certificate",
        name: "Gift certificate",
        recipient: "Huda",
        quantity: 1,
        amount: 500,
      },
    ]);
    expect(read.cart_amount).toBe(1190 + 150 + 500);
    const removed = await carts().deleteCartLine(cart.id, engraving, guest);
    expect(removed.status === "ok" && removed.cart.line_items.other_items?.map((o) => o.kind)).toEqual([
      "gift_certificate",
    ]);
  });

  it("takes what is left from the catalogue, never from the refusal's wording", async () => {
    fake.stores.sa.setStock(1041, 2);
    const lie = {
      status: 422,
      title: "Not enough stock: Emerald Pendant Necklace (SKU: LUM-NCK-104) has only 0 left.",
      type: "about:blank",
    };
    fake.failNext("sa", { kind: "status", status: 422, body: lie }, { operation: "POST /v3/carts" });
    await expect(carts().createCart({ lines: [{ ...pendant, quantity: 5 }], customerId: 0 })).rejects.toMatchObject({
      code: "quantityExceeds",
      sku: "LUM-NCK-104",
      available: 2,
    });

    // A refusal whose words name no stock at all is still a stock refusal when the catalogue has too few.
    const cart = await carts().createCart({ lines: [{ ...pendant, quantity: 1 }], customerId: 0 });
    fake.failNext(
      "sa",
      { kind: "status", status: 422, body: { status: 422, title: "The request is not valid.", type: "about:blank" } },
      { operation: "POST /v3/carts/{cartId}/items" },
    );
    await expect(carts().addCartLines(cart.id, [{ ...pendant, quantity: 2 }], guest)).rejects.toMatchObject({
      code: "quantityExceeds",
      sku: "LUM-NCK-104",
      available: 2,
    });
    const itemId = cart.line_items.physical_items[0]!.id;
    await expect(carts().updateCartLine(cart.id, itemId, 3, guest)).rejects.toMatchObject({
      code: "quantityExceeds",
      sku: "LUM-NCK-104",
      available: 2,
    });
  });

  it("keeps BigCommerceError for what it cannot place (a 400 on a create)", async () => {
    fake.failNext(
      "sa",
      { kind: "status", status: 400, body: { status: 400, title: "Bad request", type: "about:blank" } },
      { operation: "POST /v3/carts" },
    );
    await expect(carts().createCart({ lines: [earrings], customerId: 0 })).rejects.toBeInstanceOf(BigCommerceError);
  });
});
