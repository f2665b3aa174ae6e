import type { CommerceProvider } from "@/lib/commerce/provider";
import type { RegionCode } from "@/lib/i18n/locales";

type ProviderModule = typeof import("@/lib/commerce/provider");

/**
 * Route tests: the provider module with one country standing for a hosted one: its embedded store
 * on the test database, reporting `kind: "bigcommerce"`, with `overrides` for what the hosted store
 * answers differently. Use inside a mock factory (hoisted, so it imports this module itself):
 * `vi.mock("@/lib/commerce/provider", async (original) => (await import("@/tests/support/hosted-region")).withHostedRegion(original, "ae"))`.
 */
export async function withHostedRegion(original: <T>() => Promise<T>, hosted: RegionCode, overrides: Partial<CommerceProvider> = {}): Promise<ProviderModule> {
  const real = await original<ProviderModule>();
  const getCommerce = async (region: RegionCode): Promise<CommerceProvider> =>
    region === hosted ? { ...(await real.getCommerce(region)), kind: "bigcommerce", ...overrides } : real.getCommerce(region);
  return { ...real, getCommerce };
}
