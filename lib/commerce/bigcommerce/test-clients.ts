import { TEST_STORES } from "@/tests/msw/bigcommerce/catalogue";
import type { RegionCode } from "@/lib/i18n/locales";
import { createBigCommerceClients, type BigCommerceClients } from "./clients";
import { DEFAULT_API_URL, DEFAULT_STOREFRONT_URL, graphqlEndpoint, type BigCommerceConfig } from "./config";

/** Tests: the configuration of the msw fake's store for a country (tests/msw/bigcommerce). */
export function fakeStoreConfig(region: RegionCode): BigCommerceConfig {
  const store = TEST_STORES[region];
  return {
    region,
    storeHash: store.storeHash,
    accessToken: store.accessToken,
    storefrontToken: store.storefrontToken,
    channelId: store.channelId,
    apiUrl: DEFAULT_API_URL,
    graphqlUrl: graphqlEndpoint(DEFAULT_STOREFRONT_URL, store.storeHash, store.channelId),
  };
}

/** Tests: clients of the msw fake's store for a country. */
export function fakeStoreClients(region: RegionCode): BigCommerceClients {
  return createBigCommerceClients(fakeStoreConfig(region));
}
