import type { HostedCheckout, HostedStore, HostedWebhooks } from "@/lib/commerce/interface";
import type { CommerceProvider } from "@/lib/commerce/provider";
import type { RegionCode } from "@/lib/i18n/locales";

type ProviderModule = typeof import("@/lib/commerce/provider");

/**
 * Route tests: the provider module with one country standing for a hosted one: its embedded store
 * on the test database, reporting `kind: "bigcommerce"`, with `overrides` for what the hosted store
 * answers differently (its `hosted` extras: `hostedStandIn`). Use inside a mock factory (hoisted, so it imports this module itself):
 * `vi.mock("@/lib/commerce/provider", async (original) => (await import("@/tests/support/hosted-region")).withHostedRegion(original, "ae"))`.
 */
export async function withHostedRegion(
  original: <T>() => Promise<T>,
  hosted: RegionCode,
  overrides: Partial<CommerceProvider> = {},
): Promise<ProviderModule> {
  const real = await original<ProviderModule>();
  const getCommerce = async (region: RegionCode): Promise<CommerceProvider> =>
    region === hosted
      ? { ...(await real.getCommerce(region)), kind: "bigcommerce", ...overrides }
      : real.getCommerce(region);
  return { ...real, getCommerce };
}

const unexpected = (what: string) => () => {
  throw new Error(`hosted stand-in: ${what} was not expected in this test`);
};

/** A hosted store's extras (`CommerceProvider.hosted`) for a test: the given checkout and webhook parts, the rest throwing. */
export function hostedStandIn(
  checkout: Partial<HostedCheckout> = {},
  webhooks: Partial<HostedWebhooks> = {},
): HostedStore {
  return {
    checkout: {
      loginUrl: unexpected("loginUrl"),
      checkoutLink: unexpected("checkoutLink"),
      logoutUrl: unexpected("logoutUrl"),
      checkoutOrigins: unexpected("checkoutOrigins"),
      handOverPickup: unexpected("handOverPickup"),
      ...checkout,
    },
    webhooks: { enabled: () => false, authentic: () => false, read: unexpected("read"), ...webhooks },
  };
}
