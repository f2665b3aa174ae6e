import { describe, expect, it } from "vitest";
import { hostedCheckoutOrigins } from "./hosted-origins";

/** next.config.ts's frame-src: the checkout origins of the hosted countries only, from the environment record it is given. */
describe("hostedCheckoutOrigins", () => {
  it("names each hosted country's configured checkout domain and permanent address, and nothing for the embedded store", () => {
    const env = {
      COMMERCE_PROVIDER_SA: "bigcommerce",
      BC_SA_STORE_HASH: "abc123",
      BC_SA_CHANNEL_ID: "1",
      BC_SA_CHECKOUT_ORIGIN: "https://checkout.lumina.test/any/path",
      COMMERCE_PROVIDER_AE: "embedded",
      BC_AE_STORE_HASH: "def456",
      BC_AE_CHANNEL_ID: "2",
    };
    expect(hostedCheckoutOrigins(env)).toEqual([
      "https://checkout.lumina.test",
      "https://store-abc123.mybigcommerce.com",
    ]);
    expect(hostedCheckoutOrigins({ ...env, COMMERCE_PROVIDER_AE: "bigcommerce" })).toEqual([
      "https://checkout.lumina.test",
      "https://store-abc123.mybigcommerce.com",
      "https://store-def456-2.mybigcommerce.com",
    ]);
    expect(hostedCheckoutOrigins({})).toEqual([]);
  });
});
