import { describe, expect, it } from "vitest";
import { securityHeaders } from "@/lib/http/security-headers";
import { hostedCheckoutOrigins } from "./checkout-origins";

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
    expect(hostedCheckoutOrigins(env)).toEqual(["https://checkout.lumina.test", "https://store-abc123-1.mybigcommerce.com", "https://store-def456-2.mybigcommerce.com"]);
    expect(hostedCheckoutOrigins({})).toEqual([]);
  });

  it("are exactly what frame-src allows beside our own origin", () => {
    const csp = securityHeaders({ development: false, frameOrigins: hostedCheckoutOrigins(env) }).find((h) => h.key === "Content-Security-Policy")!.value;
    expect(csp).toContain("frame-src 'self' https://checkout.lumina.test https://store-abc123-1.mybigcommerce.com https://store-def456-2.mybigcommerce.com;");
    expect(securityHeaders({ development: false }).find((h) => h.key === "Content-Security-Policy")!.value).toContain("frame-src 'self';");
  });
});
