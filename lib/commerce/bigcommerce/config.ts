import "server-only";
import { serverEnv } from "@/lib/env";
import type { RegionCode } from "@/lib/i18n/locales";
import { countryVariable } from "@/lib/region-env";
import { channelAddress } from "./checkout-origins";

/** One country's BigCommerce store: credentials and where its two APIs live. Server-only. */
export type BigCommerceConfig = {
  region: RegionCode;
  storeHash: string;
  /** Management API token (`X-Auth-Token`). */
  accessToken: string;
  /** Storefront GraphQL private token (`Authorization: Bearer`). */
  storefrontToken: string;
  channelId: number;
  /** Management API origin, `https://api.bigcommerce.com` (a loopback fake in e2e runs). */
  apiUrl: string;
  /** The channel's Storefront GraphQL endpoint. */
  graphqlUrl: string;
};

export const DEFAULT_API_URL = "https://api.bigcommerce.com";
export const DEFAULT_STOREFRONT_URL = "https://store-{hash}-{channel}.mybigcommerce.com";

/** The GraphQL endpoint of a store's channel from an origin template with `{hash}` and `{channel}` (channel 1 has no channel in its host). */
export function graphqlEndpoint(template: string, storeHash: string, channelId: number): string {
  return new URL("/graphql", channelAddress(template, storeHash, channelId)).toString();
}

export function bigCommerceConfig(region: RegionCode): BigCommerceConfig {
  const env = serverEnv();
  const storeHash = env[countryVariable("BC_{CC}_STORE_HASH", region)];
  const accessToken = env[countryVariable("BC_{CC}_ACCESS_TOKEN", region)];
  const storefrontToken = env[countryVariable("BC_{CC}_STOREFRONT_TOKEN", region)];
  const channelId = env[countryVariable("BC_{CC}_CHANNEL_ID", region)];
  // The environment schema refuses a BigCommerce country without all four; this guards direct callers.
  if (!storeHash || !accessToken || !storefrontToken || !channelId) {
    const r = region.toUpperCase();
    throw new Error(
      `BigCommerce is not configured for region ${region} (BC_${r}_STORE_HASH, BC_${r}_ACCESS_TOKEN, BC_${r}_STOREFRONT_TOKEN, BC_${r}_CHANNEL_ID)`,
    );
  }
  return {
    region,
    storeHash,
    accessToken,
    storefrontToken,
    channelId,
    apiUrl: env.BC_API_URL,
    graphqlUrl: graphqlEndpoint(env.BC_STOREFRONT_URL, storeHash, channelId),
  };
}
