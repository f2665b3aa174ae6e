import { createHmac } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

/** Customer Login JWT: the claims BigCommerce's Customer Login API reads, signed with the country's client secret. */
const env = vi.hoisted(() => ({
  BC_SA_STORE_HASH: "abc123",
  BC_SA_ACCESS_TOKEN: "token",
  BC_SA_STOREFRONT_TOKEN: "sf",
  BC_SA_CHANNEL_ID: 1,
  BC_SA_CLIENT_ID: "client-sa",
  BC_SA_CLIENT_SECRET: "secret-sa",
  BC_SA_CHECKOUT_ORIGIN: "https://checkout.lumina.test",
  BC_AE_STORE_HASH: "def456",
  BC_AE_ACCESS_TOKEN: "token",
  BC_AE_STOREFRONT_TOKEN: "sf",
  BC_AE_CHANNEL_ID: 2,
  BC_API_URL: "https://api.bigcommerce.com",
  BC_STOREFRONT_URL: "https://store-{hash}-{channel}.mybigcommerce.com",
}));
vi.mock("@/lib/env", () => ({ serverEnv: () => env }));
const { checkoutOrigin, customerLoginJwt, customerLoginUrl } = await import("./customer-login");

const decode = (part: string) => JSON.parse(Buffer.from(part, "base64url").toString()) as Record<string, unknown>;

describe("customerLoginJwt", () => {
  it("carries the Customer Login API's claims, signed HS256 with the client secret", () => {
    const token = customerLoginJwt({ clientId: "client-sa", storeHash: "abc123", channelId: 1, customerId: 42, redirectTo: "/checkout", issuedAt: 1_764_000_000 }, "secret-sa");
    const [header, payload, signature] = token.split(".");
    expect(decode(header!)).toEqual({ alg: "HS256", typ: "JWT" });
    expect(decode(payload!)).toMatchObject({ iss: "client-sa", iat: 1_764_000_000, operation: "customer_login", store_hash: "abc123", customer_id: 42, channel_id: 1, redirect_to: "/checkout" });
    expect(decode(payload!).jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(signature).toBe(createHmac("sha256", "secret-sa").update(`${header}.${payload}`).digest("base64url"));
    expect(customerLoginJwt({ clientId: "c", storeHash: "s", channelId: 1, customerId: 1, redirectTo: "/" }, "k")).not.toBe(customerLoginJwt({ clientId: "c", storeHash: "s", channelId: 1, customerId: 1, redirectTo: "/" }, "k"));
  });
});

describe("customerLoginUrl", () => {
  it("links a signed-in customer through the login token to the checkout path she was going to", () => {
    const link = customerLoginUrl("sa", 42, "https://checkout.lumina.test/cart.php?action=loadInCheckout&id=c1&token=t");
    const match = /^https:\/\/checkout\.lumina\.test\/login\/token\/([^.]+)\.([^.]+)\.([^.]+)$/.exec(link ?? "");
    expect(match).not.toBeNull();
    expect(decode(match![2]!)).toMatchObject({ customer_id: 42, redirect_to: "/cart.php?action=loadInCheckout&id=c1&token=t" });
    expect(customerLoginUrl("sa", 42, "https://store-abc123-1.mybigcommerce.com/checkout")).toMatch(/^https:\/\/store-abc123-1\.mybigcommerce\.com\/login\/token\//);
  });

  it("refuses any other origin (no open redirect), and without a client secret sends her as she is", () => {
    expect(customerLoginUrl("sa", 42, "https://evil.example/checkout")).toBeNull();
    expect(customerLoginUrl("sa", 42, "http://checkout.lumina.test/checkout")).toBeNull();
    expect(customerLoginUrl("sa", 42, "/checkout")).toBeNull();
    expect(customerLoginUrl("ae", 7, "https://store-def456-2.mybigcommerce.com/checkout")).toBe("https://store-def456-2.mybigcommerce.com/checkout");
    expect(customerLoginUrl("ae", 7, "https://checkout.lumina.test/checkout")).toBeNull();
  });

  it("names the country's checkout domain for the sign-out frame", () => {
    expect(checkoutOrigin("sa")).toBe("https://checkout.lumina.test");
    expect(checkoutOrigin("ae")).toBe("https://store-def456-2.mybigcommerce.com");
  });
});
