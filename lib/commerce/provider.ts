import "server-only";
import { serverEnv } from "@/lib/env";
import type { RegionCode } from "@/lib/i18n/locales";
import type { CommerceProvider } from "./interface";

export type { CommerceProvider } from "./interface";

const cache = new Map<RegionCode, Promise<CommerceProvider>>();

function providerName(region: RegionCode) {
  const env = serverEnv();
  return { sa: env.COMMERCE_PROVIDER_SA, ae: env.COMMERCE_PROVIDER_AE, eg: env.COMMERCE_PROVIDER_EG }[region];
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
