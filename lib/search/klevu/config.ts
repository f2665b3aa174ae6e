import "server-only";
import { serverEnv } from "@/lib/env";
import type { RegionCode } from "@/lib/i18n/locales";
import { countryVariable } from "@/lib/region-env";

/** One country's Klevu store: its own key on its own host (keys of two countries never mix). */
export type KlevuStore = { region: RegionCode; apiKey: string; searchUrl: string };

/** Klevu's single APIv2 endpoint under a store's cloud search host. */
export const SEARCH_PATH = "/cs/v2/search";

/** A host URL as the Merchant Centre shows it gets the endpoint's path; a full endpoint URL is kept. */
export function endpointOf(searchUrl: string): string {
  const url = new URL(searchUrl);
  if (url.pathname === "/" || url.pathname === "") url.pathname = SEARCH_PATH;
  return url.toString();
}

export function klevuStore(region: RegionCode): KlevuStore {
  const env = serverEnv();
  const apiKey = env[countryVariable("KLEVU_{CC}_API_KEY", region)];
  const searchUrl = env[countryVariable("KLEVU_{CC}_SEARCH_URL", region)];
  // The environment schema already refuses a Klevu country without both; this guards direct callers.
  if (!apiKey || !searchUrl)
    throw new Error(
      `Klevu is not configured for region ${region} (KLEVU_${region.toUpperCase()}_API_KEY, KLEVU_${region.toUpperCase()}_SEARCH_URL)`,
    );
  return { region, apiKey, searchUrl: endpointOf(searchUrl) };
}
