import "server-only";
import { serverEnv } from "@/lib/env";
import { REGION_CODES, type RegionCode } from "@/lib/i18n/locales";
import { countryVariable } from "@/lib/region-env";
import type { CommerceProvider, HostedStore } from "./interface";

export type { CommerceProvider, HostedStore } from "./interface";

const cache = new Map<RegionCode, Promise<CommerceProvider>>();

function providerName(region: RegionCode) {
  const env = serverEnv();
  return env[countryVariable("COMMERCE_PROVIDER_{CC}", region)];
}

/**
 * The one entry point to a country's store. Adapters are imported lazily, so the embedded
 * database never loads for a country that runs on a hosted store (a mixed setup works).
 */
export function getCommerce(region: RegionCode): Promise<CommerceProvider> {
  let provider = cache.get(region);
  if (!provider) {
    const name = providerName(region);
    switch (name) {
      case "embedded":
        provider = import("./embedded").then((m) => m.createEmbeddedCommerce(region));
        break;
      case "bigcommerce":
        provider = import("./bigcommerce").then((m) => m.createBigCommerceCommerce(region));
        break;
      default:
        throw new Error(`Unknown commerce provider "${String(name)}" for region ${region}`);
    }
    cache.set(region, provider);
  }
  return provider;
}

/**
 * The hosted extras (`CommerceProvider.hosted`) of every country whose store has them, for what
 * is not about one country from the start (a store's webhook names its store in its body). A
 * country on the embedded store is not loaded.
 */
export async function hostedStores(): Promise<{ region: RegionCode; hosted: HostedStore }[]> {
  const regions = REGION_CODES.filter((region) => providerName(region) !== "embedded");
  const stores = await Promise.all(
    regions.map(async (region) => ({ region, hosted: (await getCommerce(region)).hosted })),
  );
  return stores.flatMap(({ region, hosted }) => (hosted ? [{ region, hosted }] : []));
}
