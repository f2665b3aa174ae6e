import { describe, expect, it } from "vitest";
import { parseServerEnv } from "@/lib/env-schema";
import { graphqlEndpoint } from "./config";

const sa = { BC_SA_STORE_HASH: "abc123", BC_SA_ACCESS_TOKEN: "token", BC_SA_STOREFRONT_TOKEN: "private", BC_SA_CHANNEL_ID: "1" };

describe("BigCommerce environment", () => {
  it("lets a country run on BigCommerce with its four variables, and others stay embedded", () => {
    const env = parseServerEnv({ COMMERCE_PROVIDER_SA: "bigcommerce", ...sa });
    expect(env).toMatchObject({ COMMERCE_PROVIDER_SA: "bigcommerce", COMMERCE_PROVIDER_EG: "embedded", BC_SA_CHANNEL_ID: 1, BC_API_URL: "https://api.bigcommerce.com" });
  });

  it("stops start-up naming every missing variable of a BigCommerce country", () => {
    const run = () => parseServerEnv({ COMMERCE_PROVIDER_AE: "bigcommerce", BC_AE_STORE_HASH: "abc" });
    expect(run).toThrow(/BC_AE_ACCESS_TOKEN[\s\S]*required when COMMERCE_PROVIDER_AE is bigcommerce/);
    expect(run).toThrow(/BC_AE_STOREFRONT_TOKEN/);
    expect(run).toThrow(/BC_AE_CHANNEL_ID/);
    expect(run).not.toThrow(/BC_AE_STORE_HASH/);
  });

  it("builds the channel's GraphQL address from the origin template (the default channel has no channel in its host)", () => {
    expect(graphqlEndpoint("https://store-{hash}-{channel}.mybigcommerce.com", "abc", 2)).toBe("https://store-abc-2.mybigcommerce.com/graphql");
    expect(graphqlEndpoint("https://store-{hash}-{channel}.mybigcommerce.com", "abc", 1)).toBe("https://store-abc.mybigcommerce.com/graphql");
    expect(graphqlEndpoint("http://127.0.0.1:4010", "abc", 2)).toBe("http://127.0.0.1:4010/graphql");
  });
});
