/**
 * Klevu Smart Search API v2 (`POST {search URL}/cs/v2/search`): the part of the request and
 * response this adapter uses, typed after @klevu/core 5.2.2's models (KlevuPayload,
 * KlevuBaseQuery, KlevuApiRawResponse). tests/contracts/klevu/ holds the same shapes as JSON
 * Schema; the fake service in tests validates every request and answer against them.
 */

export type KlevuTypeOfRequest = "SEARCH" | "CATNAV" | "RECS_SIMILAR" | "RECS_TRENDING" | "RECS_NEW_ARRIVALS";
export type KlevuSort =
  | "RELEVANCE"
  | "PRICE_ASC"
  | "PRICE_DESC"
  | "NAME_ASC"
  | "NAME_DESC"
  | "RATING_ASC"
  | "RATING_DESC"
  | "NEW_ARRIVAL_ASC"
  | "NEW_ARRIVAL_DESC"
  | "ADVANCED_SORT";

/** One applied filter; `values` of `klevu_price` are ranges written "min - max". */
export type KlevuApplyFilter = { key: string; values: string[]; settings?: { singleSelect: boolean } };

export type KlevuGroupCondition = {
  groupOperator: "ALL_OF" | "ANY_OF" | "NONE_OF";
  conditions: { key: string; valueOperator: "INCLUDE" | "EXCLUDE"; singleSelect: boolean; values: string[] }[];
};

export type KlevuSettings = {
  query?: { term?: string; categoryPath?: string };
  typeOfRecords?: string[];
  fields?: string[];
  sort?: KlevuSort;
  advancedSorting?: { type: "FIELD"; key: string; order: "ASC" | "DESC" }[];
  limit?: number;
  offset?: number;
  searchPrefs?: string[];
  groupCondition?: KlevuGroupCondition;
  excludeIds?: { key: string; value: string }[];
  personalisation?: { enablePersonalisation: true; fields?: string[] };
  context?: { recentObjects?: { typeOfRecord: string; records: { id: string }[] }[] };
};

export type KlevuRecordQuery = {
  id: string;
  typeOfRequest: KlevuTypeOfRequest;
  settings?: KlevuSettings;
  filters?: {
    filtersToReturn?: {
      enabled: boolean;
      include?: string[];
      exclude?: string[];
      options: { order: "FREQ" | "INDEX"; limit?: number };
    };
    applyFilters?: { filters: KlevuApplyFilter[] };
  };
};

export type KlevuSuggestionQuery = { id: string; typeOfRequest: "AUTO_SUGGESTIONS"; query: string; limit?: number };

export type KlevuRequest = {
  context: { apiKeys: string[] };
  recordQueries?: KlevuRecordQuery[];
  suggestions?: KlevuSuggestionQuery[];
};

/** A record as Klevu returns it: prices are strings; custom fields come along when asked for. */
export type KlevuRecord = {
  id: string;
  itemGroupId?: string;
  name?: string;
  sku?: string;
  url?: string;
  image?: string;
  imageUrl?: string;
  price?: string;
  salePrice?: string;
  currency?: string;
  brand?: string;
  [field: string]: unknown;
};

export type KlevuFilterOption = { name: string; value: string; count: number; selected: boolean };
export type KlevuFilter =
  | { key: string; label: string; type: "OPTIONS" | "RATING"; options: KlevuFilterOption[] }
  | { key: string; label: string; type: "SLIDER"; min: string; max: string; start: string | null; end: string | null };

export type KlevuQueryResult = {
  id: string;
  meta: {
    totalResultsFound: number;
    offset: number;
    noOfResults: number;
    typeOfSearch?: string;
    searchedTerm?: string;
  };
  records: KlevuRecord[];
  filters?: KlevuFilter[];
};

export type KlevuResponse = {
  meta: { qTime: number; responseCode: number; error?: unknown };
  queryResults?: KlevuQueryResult[];
  suggestionResults?: { id: string; suggestions: { suggest: string }[] }[];
};
