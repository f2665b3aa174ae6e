import "server-only";
import { getDb, type Db } from "@/lib/db/client";
import { serverEnv } from "@/lib/env";
import type { Lang, RegionCode } from "@/lib/i18n/locales";
import { readCatalogueVersion } from "../catalogue-version";
import { suggestLimit } from "../paging";
import type { SearchProvider, SearchRecord, SearchRequest, SearchResult, SuggestOptions, Suggestions } from "../types";
import { buildIndex } from "./build";
import { IndexHolder } from "./holder";
import type { EmbeddedIndex } from "./model";
import { compile } from "./plan";
import { runSearch, topRecords } from "./query";
import { recommendDocs } from "./recommend";
import { recordOf } from "./records";
import { sharedCatalogue } from "./shared-load";
import { autoSuggestions } from "./suggest";

export type EmbeddedSearchOptions = {
  /** The store's database; getDb() when absent (tests inject a throw-away one). */
  db?: Db;
  /** Seconds between catalogue version checks; SEARCH_REFRESH_SECONDS when absent. */
  refreshSeconds?: number;
};

export type EmbeddedSearch = SearchProvider & {
  /** Checks the catalogue version now and rebuilds if it changed (or always, with `force`). */
  refresh(force?: boolean): Promise<void>;
  /** The current index, built on first use. */
  index(): Promise<EmbeddedIndex>;
};

// Every live engine, across Next's module graphs (pages and route handlers are separate
// bundles), so the revalidate route reaches the indexes the pages use.
const registry = globalThis as unknown as { __storefrontSearchEngines?: Set<EmbeddedSearch> };
const engines = (registry.__storefrontSearchEngines ??= new Set());

const limitOf = (options: SuggestOptions) => suggestLimit(options.limit);

/** The embedded search of one country and language: an in-memory index of its catalogue. */
export function createEmbeddedSearch(
  region: RegionCode,
  lang: Lang,
  options: EmbeddedSearchOptions = {},
): EmbeddedSearch {
  const db = () => (options.db ? Promise.resolve(options.db) : getDb());
  const holder = new IndexHolder<EmbeddedIndex>({
    label: `${region}/${lang}`,
    refreshMs: (options.refreshSeconds ?? serverEnv().SEARCH_REFRESH_SECONDS) * 1000,
    version: async () => readCatalogueVersion(await db()),
    build: async (version) => buildIndex(await sharedCatalogue(await db(), region, version), region, lang, version),
    versionOf: (ix) => ix.version,
  });
  const engine: EmbeddedSearch = {
    region,
    lang,
    kind: "embedded",
    index: () => holder.get(),
    refresh: (force) => holder.refresh(force),
    async search(request: SearchRequest): Promise<SearchResult> {
      return runSearch(await holder.get(), request);
    },
    async suggest(term: string, suggestOptions: SuggestOptions): Promise<Suggestions> {
      const limit = limitOf(suggestOptions);
      if (!term.trim() || limit === 0) return { autoSuggestions: [], products: [] };
      const ix = await holder.get();
      const docs = topRecords(ix, { query: term, brandGroup: suggestOptions.brandGroup }, limit);
      return {
        autoSuggestions: autoSuggestions(ix, term, suggestOptions.brandGroup, limit),
        products: docs.map((d) => recordOf(ix, d)),
      };
    },
    async recommend(recentIds: readonly number[], suggestOptions: SuggestOptions): Promise<SearchRecord[]> {
      const ix = await holder.get();
      const { brandAllowed } = compile(ix, { brandGroup: suggestOptions.brandGroup }, { prefixLast: false });
      return recommendDocs(ix, recentIds, brandAllowed, limitOf(suggestOptions)).map((d) => recordOf(ix, d));
    },
  };
  engines.add(engine);
  return engine;
}

/** Rebuilds every live embedded index now (the revalidate route: the catalogue just changed). */
export async function invalidateEmbeddedIndexes(): Promise<void> {
  await Promise.all([...engines].map((e) => e.refresh(true)));
}

/** Stops tracking an engine (tests and benchmarks that build many). */
export function releaseEmbeddedSearch(engine: EmbeddedSearch): void {
  engines.delete(engine);
}
