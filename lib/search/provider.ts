import "server-only";
import { serverEnv } from "@/lib/env";
import { LANGS, REGION_CODES, type Lang, type RegionCode } from "@/lib/i18n/locales";
import { countryVariable } from "@/lib/region-env";
import type { SearchProvider } from "./types";

export type { SearchProvider } from "./types";

// One provider per country and language for the whole process: Next bundles pages and route
// handlers separately, so the cache lives on globalThis like the database handle.
const store = globalThis as unknown as { __storefrontSearch?: Map<string, Promise<SearchProvider>> };
const cache = (store.__storefrontSearch ??= new Map());

function providerName(region: RegionCode) {
  const env = serverEnv();
  return env[countryVariable("SEARCH_PROVIDER_{CC}", region)];
}

/**
 * The one entry point to a country's search, in one language. Adapters are imported lazily,
 * so the embedded index (and its database) never loads for a country on the hosted service.
 *
 * The hosted adapter (Klevu, `./klevu`, ADR 0020) gets the country's API key and search
 * URL from lib/env.ts, sends `toFacetExpressions` (facets.ts) as its filter list, `serviceSort`
 * (sort.ts) as its sort and the brand group as a record query condition, and maps the vendor's
 * response to our SearchResult at the edge.
 */
export function getSearch(region: RegionCode, lang: Lang): Promise<SearchProvider> {
  const key = `${region}:${lang}`;
  let provider = cache.get(key);
  if (!provider) {
    const name = providerName(region);
    switch (name) {
      case "embedded":
        provider = import("./embedded").then((m) => m.createEmbeddedSearch(region, lang));
        break;
      case "klevu":
        provider = import("./klevu").then((m) => m.createKlevuSearch(region, lang));
        break;
      default:
        throw new Error(`Unknown search provider "${String(name)}" for region ${region}`);
    }
    // A failed import must not stick: the next call tries again.
    provider.catch(() => cache.delete(key));
    cache.set(key, provider);
  }
  return provider;
}

/**
 * Builds every country's and language's index ahead of the first request (call at server
 * start, after the database is warm); embedded indexes build on first use otherwise.
 */
export async function warmSearch(): Promise<void> {
  for (const region of REGION_CODES) {
    for (const lang of LANGS) {
      const provider = await getSearch(region, lang);
      if (provider.kind === "embedded") await provider.search({ brandGroup: [], rows: 1 });
    }
  }
}

/**
 * The catalogue changed (POST /api/revalidate): rebuild the embedded indexes now rather than
 * at their next version check. Hosted search reindexes on its own side.
 */
export async function invalidateSearchIndexes(): Promise<void> {
  const providers = await Promise.allSettled(cache.values());
  if (providers.some((p) => p.status === "fulfilled" && p.value.kind === "embedded")) {
    await (await import("./embedded")).invalidateEmbeddedIndexes();
  }
}
