import { jwtVerify } from "jose";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "@/lib/log/logger";
import { TEST_STORES } from "@/tests/msw/bigcommerce/catalogue";
import { createBigCommerceFake } from "@/tests/msw/bigcommerce/handlers";

/**
 * Customer Login JWT: the claims BigCommerce's Customer Login API reads, signed with the country's
 * client secret; links go only to the country's checkout origins, which include the channel's
 * site as the store's Sites API names it (the fake answers each store's `checkoutOrigin`).
 */
const { sa, ae, eg } = TEST_STORES;
const env = vi.hoisted(() => ({}) as Record<string, unknown>);
vi.mock("@/lib/env", () => ({ serverEnv: () => env }));
Object.assign(env, {
  BC_SA_STORE_HASH: sa.storeHash,
  BC_SA_ACCESS_TOKEN: sa.accessToken,
  BC_SA_STOREFRONT_TOKEN: sa.storefrontToken,
  BC_SA_CHANNEL_ID: sa.channelId,
  BC_SA_CLIENT_ID: "client-sa",
  BC_SA_CLIENT_SECRET: "secret-sa",
  BC_SA_CHECKOUT_ORIGIN: "https://checkout.lumina.test",
  BC_AE_STORE_HASH: ae.storeHash,
  BC_AE_ACCESS_TOKEN: ae.accessToken,
  BC_AE_STOREFRONT_TOKEN: ae.storefrontToken,
  BC_AE_CHANNEL_ID: ae.channelId,
  BC_EG_STORE_HASH: eg.storeHash,
  BC_EG_ACCESS_TOKEN: eg.accessToken,
  BC_EG_STOREFRONT_TOKEN: eg.storefrontToken,
  BC_EG_CHANNEL_ID: eg.channelId,
  BC_EG_CLIENT_ID: "client-eg",
  BC_EG_CLIENT_SECRET: "secret-eg",
  BC_API_URL: "https://api.bigcommerce.com",
  BC_STOREFRONT_URL: "https://store-{hash}-{channel}.mybigcommerce.com",
});
const { checkoutOrigin, customerLoginJwt, customerLoginUrl, hostedCheckoutLink } = await import("./customer-login");

const fake = createBigCommerceFake();
const server = setupServer(...fake.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  const seen = [...fake.violations];
  fake.reset();
  expect(seen).toEqual([]);
});
afterAll(() => server.close());

const key = (secret: string) => new TextEncoder().encode(secret);
const tokenOf = (link: string | null) => /\/login\/token\/([^/?#]+)$/.exec(link ?? "")?.[1] ?? "";

describe("customerLoginJwt", () => {
  it("is a jose-verifiable HS256 token with the Customer Login API's claims, signed with the client secret", async () => {
    const claims = {
      clientId: "client-sa",
      storeHash: "abc123",
      channelId: 1,
      customerId: 42,
      redirectTo: "/checkout",
      issuedAt: Math.floor(Date.now() / 1000),
    };
    const token = await customerLoginJwt(claims, "secret-sa");
    const { payload, protectedHeader } = await jwtVerify(token, key("secret-sa"), {
      algorithms: ["HS256"],
      issuer: "client-sa",
    });
    expect(protectedHeader).toEqual({ alg: "HS256", typ: "JWT" });
    expect(payload).toMatchObject({
      iss: "client-sa",
      iat: claims.issuedAt,
      operation: "customer_login",
      store_hash: "abc123",
      customer_id: 42,
      channel_id: 1,
      redirect_to: "/checkout",
    });
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
    await expect(jwtVerify(token, key("another-secret"))).rejects.toThrow();
    // Valid once: each token has its own jti.
    expect(await customerLoginJwt(claims, "k")).not.toBe(await customerLoginJwt(claims, "k"));
  });
});

describe("customerLoginUrl", () => {
  it("links a signed-in customer through the login token to the checkout path she was going to", async () => {
    const link = await customerLoginUrl(
      "sa",
      42,
      "https://checkout.lumina.test/cart.php?action=loadInCheckout&id=c1&token=t",
    );
    expect(link).toMatch(/^https:\/\/checkout\.lumina\.test\/login\/token\//);
    const { payload } = await jwtVerify(tokenOf(link), key("secret-sa"));
    expect(payload).toMatchObject({
      customer_id: 42,
      channel_id: 1,
      store_hash: sa.storeHash,
      redirect_to: "/cart.php?action=loadInCheckout&id=c1&token=t",
    });
  });

  it("knows the default channel's site: its permanent address and the address the store's Sites API gives", async () => {
    expect(await customerLoginUrl("sa", 42, `https://store-${sa.storeHash}.mybigcommerce.com/checkout`)).toMatch(
      new RegExp(`^https://store-${sa.storeHash}\\.mybigcommerce\\.com/login/token/`),
    );
    const link = await customerLoginUrl("sa", 42, `${sa.checkoutOrigin}/cart.php?action=loadInCheckout&id=c2`);
    expect(link).toMatch(new RegExp(`^${sa.checkoutOrigin}/login/token/`));
    expect((await jwtVerify(tokenOf(link), key("secret-sa"))).payload.redirect_to).toBe(
      "/cart.php?action=loadInCheckout&id=c2",
    );
    // Kept: the site is read at most once however many links are made.
    expect(
      fake.requests.filter((r) => r.country === "sa" && r.url.endsWith(`/v3/channels/${sa.channelId}/site`)).length,
    ).toBeLessThanOrEqual(1);
  });

  it("refuses any other origin (no open redirect), and without a client secret sends her as she is", async () => {
    expect(await customerLoginUrl("sa", 42, "https://evil.example/checkout")).toBeNull();
    expect(await customerLoginUrl("sa", 42, "http://checkout.lumina.test/checkout")).toBeNull();
    expect(await customerLoginUrl("sa", 42, "/checkout")).toBeNull();
    expect(await customerLoginUrl("ae", 7, `https://store-${ae.storeHash}.mybigcommerce.com/checkout`)).toBe(
      `https://store-${ae.storeHash}.mybigcommerce.com/checkout`,
    );
    expect(await customerLoginUrl("ae", 7, "https://checkout.lumina.test/checkout")).toBeNull();
  });

  it("names the country's checkout domain for the sign-out frame", () => {
    expect(checkoutOrigin("sa")).toBe("https://checkout.lumina.test");
    expect(checkoutOrigin("ae")).toBe(`https://store-${ae.storeHash}.mybigcommerce.com`);
  });
});

describe("hostedCheckoutLink (the checkout page's redirect for a signed-in shopper)", () => {
  it("signs her in when it can", async () => {
    const link = await hostedCheckoutLink("sa", 42, `${sa.checkoutOrigin}/checkout`);
    expect(link.signedIn).toBe(true);
    expect(link.url).toMatch(new RegExp(`^${sa.checkoutOrigin}/login/token/`));
  });

  it("says so in the log, and to the caller, when she must go on as a guest: no client secret", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const target = `${ae.checkoutOrigin}/checkout`;
    expect(await hostedCheckoutLink("ae", 7, target)).toEqual({ url: target, signedIn: false });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/\[bigcommerce:ae\].*guest.*BC_AE_CLIENT_ID/));
  });

  it("says so when the channel's site cannot be read, and reads it again next time", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    server.use(
      http.get(`https://api.bigcommerce.com/stores/${eg.storeHash}/v3/channels/${eg.channelId}/site`, () =>
        HttpResponse.json({ status: 404, title: "Not found" }, { status: 404 }),
      ),
    );
    const target = `${eg.checkoutOrigin}/checkout`;
    expect(await hostedCheckoutLink("eg", 9, target)).toEqual({ url: target, signedIn: false });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/\[bigcommerce:eg\].*site/));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/\[bigcommerce:eg\].*guest.*checkout\.eg\.lumina\.test/));
    server.resetHandlers();
    expect((await hostedCheckoutLink("eg", 9, target)).signedIn).toBe(true);
  });
});
