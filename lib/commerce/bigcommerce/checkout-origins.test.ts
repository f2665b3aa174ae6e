import { describe, expect, it } from "vitest";
import { securityHeaders } from "@/lib/http/security-headers";
import { channelAddress, hostedCheckoutOrigins, siteOrigins } from "./checkout-origins";

describe("hosted checkout origins (the sign-out frame's CSP)", () => {
  const env = {
    COMMERCE_PROVIDER_SA: "bigcommerce",
    BC_SA_STORE_HASH: "abc123",
    BC_SA_CHANNEL_ID: "1",
    BC_SA_CHECKOUT_ORIGIN: "https://checkout.lumina.test/ignored/path",
    COMMERCE_PROVIDER_AE: "bigcommerce",
    BC_AE_STORE_HASH: "def456",
    BC_AE_CHANNEL_ID: "2",
    COMMERCE_PROVIDER_EG: "embedded",
    BC_EG_STORE_HASH: "ghi789",
    BC_EG_CHANNEL_ID: "3",
  };

  it("are each hosted country's checkout domain and its channel's permanent address; embedded countries add none", () => {
    expect(hostedCheckoutOrigins(env)).toEqual([
      "https://checkout.lumina.test",
      "https://store-abc123.mybigcommerce.com",
      "https://store-def456-2.mybigcommerce.com",
    ]);
    expect(hostedCheckoutOrigins({})).toEqual([]);
  });

  it("address the default channel (1) as store-{hash}.mybigcommerce.com, any other as store-{hash}-{channel}", () => {
    expect(channelAddress("https://store-{hash}-{channel}.mybigcommerce.com", "abc123", 1)).toBe(
      "https://store-abc123.mybigcommerce.com",
    );
    expect(channelAddress("https://store-{hash}-{channel}.mybigcommerce.com", "abc123", 7)).toBe(
      "https://store-abc123-7.mybigcommerce.com",
    );
    // A loopback fake's template has no channel in it: it stays as it is.
    expect(channelAddress("http://127.0.0.1:4010", "abc123", 1)).toBe("http://127.0.0.1:4010");
    expect(
      hostedCheckoutOrigins({ COMMERCE_PROVIDER_AE: "bigcommerce", BC_AE_STORE_HASH: "def456", BC_AE_CHANNEL_ID: 1 }),
    ).toEqual(["https://store-def456.mybigcommerce.com"]);
  });

  it("are exactly what frame-src allows beside our own origin", () => {
    const csp = securityHeaders({ development: false, frameOrigins: hostedCheckoutOrigins(env) }).find(
      (h) => h.key === "Content-Security-Policy",
    )!.value;
    expect(csp).toContain(
      "frame-src 'self' https://checkout.lumina.test https://store-abc123.mybigcommerce.com https://store-def456-2.mybigcommerce.com;",
    );
    expect(securityHeaders({ development: false }).find((h) => h.key === "Content-Security-Policy")!.value).toContain(
      "frame-src 'self';",
    );
  });

  it("of a channel's site are the https origins the Sites API names for it, nothing else", () => {
    const answer = {
      data: {
        url: "https://www.lumina.sa/",
        urls: [
          { url: "https://www.lumina.sa", type: "primary" },
          { url: "https://store-abc123.mybigcommerce.com", type: "canonical" },
          { url: "https://checkout.lumina.sa/", type: "checkout" },
          { url: "http://insecure.lumina.sa", type: "primary" },
          { url: "not an address", type: "primary" },
        ],
      },
    };
    expect(siteOrigins(answer)).toEqual([
      "https://www.lumina.sa",
      "https://store-abc123.mybigcommerce.com",
      "https://checkout.lumina.sa",
    ]);
    expect(siteOrigins({ data: null })).toEqual([]);
    expect(siteOrigins(undefined)).toEqual([]);
  });
});
