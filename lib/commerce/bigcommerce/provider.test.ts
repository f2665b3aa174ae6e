import { afterEach, describe, expect, it, vi } from "vitest";
import { TEST_STORES } from "@/tests/msw/bigcommerce/catalogue";
import { withBigCommerceFake } from "./test-fake";

/**
 * A country switched to BigCommerce by the environment alone: getCommerce reads the country's
 * variables, builds its clients and answers from that country's store (here the msw fake).
 */
withBigCommerceFake();

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

function hosted(region: "sa" | "ae" | "eg") {
  const store = TEST_STORES[region];
  const r = region.toUpperCase();
  vi.stubEnv(`COMMERCE_PROVIDER_${r}`, "bigcommerce");
  vi.stubEnv(`BC_${r}_STORE_HASH`, store.storeHash);
  vi.stubEnv(`BC_${r}_ACCESS_TOKEN`, store.accessToken);
  vi.stubEnv(`BC_${r}_STOREFRONT_TOKEN`, store.storefrontToken);
  vi.stubEnv(`BC_${r}_CHANNEL_ID`, String(store.channelId));
  // A BigCommerce country searches its store's hosted index, or the server refuses to start.
  vi.stubEnv(`SEARCH_PROVIDER_${r}`, "klevu");
  vi.stubEnv(`KLEVU_${r}_API_KEY`, `klevu-${region}-key`);
  vi.stubEnv(`KLEVU_${r}_SEARCH_URL`, `https://${region}cs1v2.klevu.test/cs/v2/search`);
}

describe("getCommerce with COMMERCE_PROVIDER_xx=bigcommerce", () => {
  it("answers from the country's own store with the country's credentials", async () => {
    hosted("ae");
    hosted("eg");
    const { getCommerce } = await import("../provider");
    const ae = await getCommerce("ae");
    expect(ae).toMatchObject({ region: "ae", kind: "bigcommerce" });
    expect((await ae.getProductBySku("LUM-EAR-106", "en"))?.prices.price.currencyCode).toBe("AED");
    // Sold in sa and ae only: the eg store does not have it.
    expect(await (await getCommerce("eg")).getProductBySku("LUM-EAR-106", "en")).toBeNull();
  });

  it("carries the hosted extras (checkout, webhooks) that callers reach through the interface; only hosted countries are loaded for them", async () => {
    hosted("ae");
    const { getCommerce, hostedStores } = await import("../provider");
    const { storeHash, channelId } = TEST_STORES.ae;
    const origin = `https://store-${storeHash}${channelId === 1 ? "" : `-${channelId}`}.mybigcommerce.com`;
    const ae = await getCommerce("ae");
    expect(ae.hosted?.checkout.logoutUrl()).toBe(`${origin}/login.php?action=logout`);
    // No client secret here: the login link is the checkout address itself; an address off the checkout, none.
    expect(await ae.hosted?.checkout.loginUrl(7, `${origin}/checkout`)).toBe(`${origin}/checkout`);
    expect(await ae.hosted?.checkout.loginUrl(7, "https://evil.example/checkout")).toBeNull();
    expect(
      ae.hosted?.webhooks.read({
        scope: "store/product/updated",
        producer: `stores/${storeHash}`,
        data: { type: "product", id: 5 },
      }),
    ).toEqual({ change: { stale: "product", productId: 5 } });
    expect(
      ae.hosted?.webhooks.read({
        scope: "store/product/updated",
        producer: "stores/other",
        data: { type: "product", id: 5 },
      }),
    ).toEqual({ foreign: true });
    expect(ae.hosted?.webhooks.read({ scope: "store/product/updated" })).toMatchObject({
      invalid: expect.stringContaining("producer"),
    });
    expect((await hostedStores()).map((store) => store.region)).toEqual(["ae"]);
  });

  it("refuses to start a country without its variables", async () => {
    vi.stubEnv("COMMERCE_PROVIDER_SA", "bigcommerce");
    vi.stubEnv("BC_SA_STORE_HASH", "abc");
    const { getCommerce } = await import("../provider");
    expect(() => getCommerce("sa")).toThrow(/BC_SA_ACCESS_TOKEN/);
  });
});
