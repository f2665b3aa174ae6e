import "server-only";
import { LOCALES, localeOf, type Lang, type RegionCode } from "@/lib/i18n/locales";
import { normalizeFilters } from "../facets";
import { clampPaging, suggestLimit } from "../paging";
import type { SearchProvider, SearchRecord, SearchRequest, SearchResult, SuggestOptions, Suggestions } from "../types";
import { postKlevu, postQueries, type CallOptions } from "./client";
import { klevuStore, type KlevuStore } from "./config";
import {
  bandQueries,
  LISTING_ID,
  listingQuery,
  PRODUCTS_ID,
  RECOMMENDED_ID,
  recommendQuery,
  suggestQueries,
  SUGGESTIONS_ID,
} from "./request";
import { resultOf, suggestionTexts, toFacets, toRecords, type Where } from "./response";

export type KlevuSearchOptions = CallOptions & {
  /** The country's store; read from the environment (KLEVU_{SA,AE,EG}_*) when absent. */
  store?: KlevuStore;
};

/**
 * Search of one country and language on the country's Klevu store (ADR 0020). The
 * store has one index per country holding both languages; the language picks the names and
 * labels. A typed fetch of our own rather than Klevu's SDK: the SDK keeps one global
 * configuration and a module-level response cache, wrong for three countries' keys.
 */
export function createKlevuSearch(region: RegionCode, lang: Lang, options: KlevuSearchOptions = {}): SearchProvider {
  const store = options.store ?? klevuStore(region);
  const where: Where = { lang, region, currency: LOCALES[localeOf(lang, region)].currency };

  return {
    region,
    lang,
    kind: "klevu",
    async search(request: SearchRequest): Promise<SearchResult> {
      const bands = bandQueries(request);
      const queries = [listingQuery(request, lang), ...bands.flatMap((b) => (b.query ? [b.query] : []))];
      const response = await postQueries(store, queries, options);
      const listing = resultOf(response, LISTING_ID);
      const counts = bands.map((b) => (b.query ? resultOf(response, b.query.id).meta.totalResultsFound : 0));
      const { pageNum, rows } = clampPaging(request);
      return {
        type: request.query?.trim() ? "SEARCH" : "CATNAV",
        total: listing.meta.totalResultsFound,
        pageNum,
        rows,
        records: toRecords(listing.records, where),
        facets: toFacets(
          listing.filters,
          normalizeFilters(request.filters),
          { ranges: bands.map((b) => b.band), counts },
          where,
        ),
      };
    },
    async suggest(term: string, suggestOptions: SuggestOptions): Promise<Suggestions> {
      const limit = suggestLimit(suggestOptions.limit);
      const typed = term.trim();
      if (!typed || limit === 0) return { autoSuggestions: [], products: [] };
      const response = await postKlevu(store, suggestQueries(typed, suggestOptions.brandGroup, limit), options);
      return {
        autoSuggestions: suggestionTexts(response, SUGGESTIONS_ID, limit),
        products: toRecords(resultOf(response, PRODUCTS_ID).records, where).slice(0, limit),
      };
    },
    async recommend(recentIds: readonly number[], suggestOptions: SuggestOptions): Promise<SearchRecord[]> {
      const limit = suggestLimit(suggestOptions.limit);
      if (recentIds.length === 0 || limit === 0) return [];
      const response = await postKlevu(
        store,
        { recordQueries: [recommendQuery(recentIds, suggestOptions.brandGroup, limit)] },
        options,
      );
      const viewed = new Set(recentIds);
      return toRecords(resultOf(response, RECOMMENDED_ID).records, where).filter((r) => !viewed.has(r.id));
    },
  };
}
