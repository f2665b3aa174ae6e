import { describe, expect, it } from "vitest";
import { parseServerEnv } from "@/lib/env-schema";
import { hostedServerEnv } from "@/tests/e2e/hosted-env";
import { graphqlEndpoint } from "./config";

const sa = {
  BC_SA_STORE_HASH: "abc123",
  BC_SA_ACCESS_TOKEN: "token",
  BC_SA_STOREFRONT_TOKEN: "private",
  BC_SA_CHANNEL_ID: "1",
};
const saKlevu = {
  SEARCH_PROVIDER_SA: "klevu",
  KLEVU_SA_API_KEY: "klevu-sa-key",
  KLEVU_SA_SEARCH_URL: "https://sacs1v2.klevu.test/cs/v2/search",
};

describe("BigCommerce environment", () => {
  it("lets a country run on BigCommerce with its four variables, and others stay embedded", () => {
    const env = parseServerEnv({ COMMERCE_PROVIDER_SA: "bigcommerce", ...sa, ...saKlevu });
    expect(env).toMatchObject({
      COMMERCE_PROVIDER_SA: "bigcommerce",
      COMMERCE_PROVIDER_EG: "embedded",
      BC_SA_CHANNEL_ID: 1,
      BC_API_URL: "https://api.bigcommerce.com",
    });
    expect(env).toMatchObject({
      SEARCH_PROVIDER_SA: "klevu",
      SEARCH_PROVIDER_AE: "embedded",
      SEARCH_PROVIDER_EG: "embedded",
    });
  });

  it("stops start-up when a BigCommerce country keeps the embedded search, naming the country and what to set", () => {
    // The default search is the embedded index of the local catalogue: products the store does not sell.
    for (const search of [{}, { SEARCH_PROVIDER_SA: "embedded" }]) {
      const run = () => parseServerEnv({ COMMERCE_PROVIDER_SA: "bigcommerce", ...sa, ...search });
      expect(run).toThrow(
        /country sa runs on BigCommerce \(COMMERCE_PROVIDER_SA=bigcommerce\) but searches the embedded index/,
      );
      expect(run).toThrow(
        /set SEARCH_PROVIDER_SA=klevu with KLEVU_SA_API_KEY and KLEVU_SA_SEARCH_URL[\s\S]*at SEARCH_PROVIDER_SA/,
      );
    }
    // Only the country that is wrong is named.
    const run = () =>
      parseServerEnv({
        COMMERCE_PROVIDER_SA: "bigcommerce",
        ...sa,
        ...saKlevu,
        COMMERCE_PROVIDER_EG: "bigcommerce",
        BC_EG_STORE_HASH: "e",
        BC_EG_ACCESS_TOKEN: "t",
        BC_EG_STOREFRONT_TOKEN: "p",
        BC_EG_CHANNEL_ID: "2",
      });
    expect(run).toThrow(/country eg runs on BigCommerce[\s\S]*SEARCH_PROVIDER_EG=klevu/);
    expect(run).not.toThrow(/country sa/);
  });

  it("accepts every other pairing of commerce and search (an embedded store may search on Klevu)", () => {
    expect(parseServerEnv({})).toMatchObject({ COMMERCE_PROVIDER_SA: "embedded", SEARCH_PROVIDER_SA: "embedded" });
    expect(parseServerEnv({ ...saKlevu })).toMatchObject({
      COMMERCE_PROVIDER_SA: "embedded",
      SEARCH_PROVIDER_SA: "klevu",
    });
    // The hosted journeys' server (tests/e2e/hosted-env.ts): ae on BigCommerce searching its Klevu, sa and eg embedded.
    expect(parseServerEnv(hostedServerEnv())).toMatchObject({
      COMMERCE_PROVIDER_AE: "bigcommerce",
      SEARCH_PROVIDER_AE: "klevu",
      COMMERCE_PROVIDER_SA: "embedded",
      SEARCH_PROVIDER_SA: "embedded",
    });
  });

  it("stops start-up naming every missing variable of a BigCommerce country", () => {
    const run = () => parseServerEnv({ COMMERCE_PROVIDER_AE: "bigcommerce", BC_AE_STORE_HASH: "abc" });
    expect(run).toThrow(/BC_AE_ACCESS_TOKEN[\s\S]*required when COMMERCE_PROVIDER_AE is bigcommerce/);
    expect(run).toThrow(/BC_AE_STOREFRONT_TOKEN/);
    expect(run).toThrow(/BC_AE_CHANNEL_ID/);
    expect(run).not.toThrow(/BC_AE_STORE_HASH/);
  });

  it("builds the channel's GraphQL address from the origin template (the default channel has no channel in its host)", () => {
    expect(graphqlEndpoint("https://store-{hash}-{channel}.mybigcommerce.com", "abc", 2)).toBe(
      "https://store-abc-2.mybigcommerce.com/graphql",
    );
    expect(graphqlEndpoint("https://store-{hash}-{channel}.mybigcommerce.com", "abc", 1)).toBe(
      "https://store-abc.mybigcommerce.com/graphql",
    );
    expect(graphqlEndpoint("http://127.0.0.1:4010", "abc", 2)).toBe("http://127.0.0.1:4010/graphql");
  });
});
