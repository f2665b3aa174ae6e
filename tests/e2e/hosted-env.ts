import { TEST_STORES } from "../msw/bigcommerce/catalogue";

/**
 * The hosted journeys' servers (playwright.config.ts, tests/e2e/hosted*.spec.ts): the fake
 * BigCommerce stores and the fake Strapi on loopback (scripts/hosted-fake-server.ts) and a second
 * app server on the same build with ae on the stores and its search on the fake Klevu, sa and eg
 * embedded, and every country's content from Strapi.
 */
// E2E_HOSTED_FAKE_PORT / E2E_HOSTED_PORT move them, so that two checkouts on one machine can run the journeys at once.
export const HOSTED_FAKE_PORT = Number(process.env.E2E_HOSTED_FAKE_PORT || 3199);
export const HOSTED_PORT = Number(process.env.E2E_HOSTED_PORT || 3101);
export const HOSTED_FAKE_URL = `http://127.0.0.1:${HOSTED_FAKE_PORT}`;
export const HOSTED_STORE = TEST_STORES.ae;
/** The ae store's fake Klevu: its JS API key, and the site its feed writes product URLs under. */
export const HOSTED_KLEVU = { apiKey: "klevu-ae-e2e-17000000000", siteOrigin: "https://www.lumina.ae/en-ae" };
/** The fake Strapi's read-only API token. */
export const HOSTED_STRAPI_TOKEN = "e2e-strapi-read-token-0123456789abcdef";

/** The second app server's environment (scripts/e2e-server.mjs adds the e2e settings). */
export function hostedServerEnv(): Record<string, string> {
  const ae = HOSTED_STORE;
  return {
    E2E_PORT: String(HOSTED_PORT),
    E2E_PGLITE_DIR: ".data/e2e-hosted",
    E2E_REUSE_BUILD: "1",
    COMMERCE_PROVIDER_AE: "bigcommerce",
    BC_AE_STORE_HASH: ae.storeHash,
    BC_AE_ACCESS_TOKEN: ae.accessToken,
    BC_AE_STOREFRONT_TOKEN: ae.storefrontToken,
    BC_AE_CHANNEL_ID: String(ae.channelId),
    // The API account behind the Customer Login link that keeps a signed-in shopper signed in at checkout.
    BC_AE_CLIENT_ID: "test-ae-client-id",
    BC_AE_CLIENT_SECRET: "test-ae-client-secret-of-the-login-link",
    // The store's checkout domain: its cart redirect URLs are there (the journey stubs that page).
    BC_AE_CHECKOUT_ORIGIN: ae.checkoutOrigin,
    BC_API_URL: HOSTED_FAKE_URL,
    BC_STOREFRONT_URL: HOSTED_FAKE_URL,
    // Header, footer, homes and error promos from the fake Strapi, its media on the same loopback host.
    CONTENT_PROVIDER: "strapi",
    STRAPI_URL: HOSTED_FAKE_URL,
    STRAPI_TOKEN: HOSTED_STRAPI_TOKEN,
    // Content is read again after a second, so a Strapi outage switched on by a journey is met at once.
    STRAPI_CACHE_SECONDS: "1",
    // ae search on its Klevu store, whose index the fake fills from the fake ae store (same product ids).
    SEARCH_PROVIDER_AE: "klevu",
    KLEVU_AE_API_KEY: HOSTED_KLEVU.apiKey,
    KLEVU_AE_SEARCH_URL: `${HOSTED_FAKE_URL}/cs/v2/search`,
    // The optimizer refuses loopback upstreams unless told (next.config.ts): only this server is told.
    E2E_IMAGES_ALLOW_LOCAL_IP: "1",
    // Its cached pages and data in its own memory: the build's file cache in .next is shared with the
    // embedded server on 3100, whose pages of the same addresses come from other stores and content.
    E2E_PRIVATE_CACHE: "1",
  };
}
