import type {
  KlevuApplyFilter,
  KlevuFilter,
  KlevuQueryResult,
  KlevuRecordQuery,
  KlevuSuggestionQuery,
} from "@/lib/search/klevu/vendor";

/**
 * A small Klevu index for the fake service: one country's records, queried the way Klevu's
 * APIv2 documents it. Written from Klevu's reference, not from our adapter: term match is
 * WILDCARD_AND (every word, the last one as a prefix) over names and attribute values, '*'
 * matches all, `categoryPath` "a;b" needs each category, filters are OR within a key and AND
 * across keys, a multi-select filter's own options ignore it, `klevu_price` is the sale price.
 */

/** A record as indexed: Klevu's standard fields (prices as strings) and our attributes. */
export type IndexedRecord = {
  id: string;
  itemGroupId: string;
  sku: string;
  name: string;
  name_ar: string;
  url: string;
  imageUrl: string;
  price: string;
  salePrice: string;
  currency: string;
  brand: string;
  /** The record's categories, separated by ";;". */
  category: string;
  date_created: string;
  salePercentage: number;
  [attribute: string]: string | number;
};

export const FACET_ATTRIBUTES = [
  "category",
  "type",
  "brand",
  "metal",
  "metal_karat",
  "metal_color",
  "diamonds",
  "stone",
  "collection",
  "charm_family",
];

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function searchable(r: IndexedRecord): string[] {
  return [r.name, r.name_ar, r.sku, ...FACET_ATTRIBUTES.map((a) => String(r[a] ?? "").replaceAll(";;", " "))].flatMap(
    words,
  );
}

/** WILDCARD_AND: every term word is a word of the record, the last one may be a prefix. */
export function matchesTerm(r: IndexedRecord, term: string): boolean {
  const query = words(term);
  if (term.trim() === "*" || query.length === 0) return true;
  const own = searchable(r);
  return query.every((w, i) => own.some((x) => (i === query.length - 1 ? x.startsWith(w) : x === w)));
}

const valuesOf = (r: IndexedRecord, key: string): string[] => {
  const v = r[key];
  if (v === undefined || v === "") return [];
  return key === "category" ? String(v).split(";;") : [String(v)];
};

function inRange(price: number, value: string): boolean {
  const [min, max] = value.split(" - ").map((x) => (x.trim() === "*" ? Number.NaN : Number(x)));
  return (Number.isNaN(min!) || price >= min!) && (Number.isNaN(max!) || price <= max!);
}

function passesFilter(r: IndexedRecord, f: Pick<KlevuApplyFilter, "key" | "values">): boolean {
  if (f.key === "klevu_price") return f.values.some((v) => inRange(Number(r.salePrice), v));
  const own = valuesOf(r, f.key);
  return f.values.some((v) => own.includes(v));
}

function inBase(r: IndexedRecord, q: KlevuRecordQuery): boolean {
  const s = q.settings ?? {};
  if (!matchesTerm(r, s.query?.term ?? "*")) return false;
  const path = s.query?.categoryPath;
  if (path && !path.split(";").every((c) => valuesOf(r, "category").includes(c))) return false;
  if (s.excludeIds?.some((e) => String(r[e.key]) === e.value)) return false;
  const group = s.groupCondition;
  if (group) {
    const results = group.conditions.map((c) => passesFilter(r, c) === (c.valueOperator === "INCLUDE"));
    if (group.groupOperator === "ALL_OF" && !results.every(Boolean)) return false;
    if (group.groupOperator === "ANY_OF" && !results.some(Boolean)) return false;
    if (group.groupOperator === "NONE_OF" && results.some(Boolean)) return false;
  }
  return true;
}

type Compare = (a: IndexedRecord, b: IndexedRecord) => number;
const byField =
  (key: string, desc: boolean): Compare =>
  (a, b) => {
    const x = a[key] ?? "";
    const y = b[key] ?? "";
    const c =
      typeof x === "number" && typeof y === "number"
        ? x - y
        : String(x).localeCompare(String(y), undefined, { numeric: true, sensitivity: "base" });
    return desc ? -c : c;
  };
const num =
  (key: string, desc: boolean): Compare =>
  (a, b) =>
    (desc ? -1 : 1) * (Number(a[key]) - Number(b[key]));

function comparator(q: KlevuRecordQuery, recent: IndexedRecord[]): Compare {
  const s = q.settings ?? {};
  if (s.personalisation?.enablePersonalisation && recent.length) {
    const fields = s.personalisation.fields ?? FACET_ATTRIBUTES;
    const score = (r: IndexedRecord) => recent.filter((v) => fields.some((f) => v[f] === r[f])).length;
    return (a, b) => score(b) - score(a);
  }
  switch (s.sort ?? "RELEVANCE") {
    case "PRICE_ASC":
      return num("salePrice", false);
    case "PRICE_DESC":
      return num("salePrice", true);
    case "NAME_ASC":
      return byField("name", false);
    case "NAME_DESC":
      return byField("name", true);
    case "NEW_ARRIVAL_ASC":
      return byField("date_created", false);
    case "NEW_ARRIVAL_DESC":
      return byField("date_created", true);
    case "ADVANCED_SORT": {
      const keys = (s.advancedSorting ?? []).map((k) => byField(k.key, k.order === "DESC"));
      return (a, b) => keys.reduce((c, k) => c || k(a, b), 0);
    }
    default: {
      // Relevance: more term words in the name first; the merchandised (catalogue) order after.
      const term = words(s.query?.term ?? "");
      const score = (r: IndexedRecord) =>
        term.filter((w) => words(`${r.name} ${r.name_ar}`).some((x) => x.startsWith(w))).length;
      return (a, b) => score(b) - score(a);
    }
  }
}

function facets(base: IndexedRecord[], q: KlevuRecordQuery): KlevuFilter[] | undefined {
  const ask = q.filters?.filtersToReturn;
  if (!ask?.enabled) return undefined;
  const applied = q.filters?.applyFilters?.filters ?? [];
  const catnav = q.typeOfRequest === "CATNAV" && !q.settings?.searchPrefs?.includes("includeCategoryFilterInCatNav");
  const keys = (ask.include ?? FACET_ATTRIBUTES).filter(
    (k) => !(catnav && k === "category") && !ask.exclude?.includes(k),
  );
  const out: KlevuFilter[] = [];
  for (const key of keys) {
    const own = applied.find((f) => f.key === key);
    const counted = base.filter((r) =>
      applied.every((f) => (f === own && !f.settings?.singleSelect) || passesFilter(r, f)),
    );
    const counts = new Map<string, number>();
    for (const r of counted) for (const v of valuesOf(r, key)) counts.set(v, (counts.get(v) ?? 0) + 1);
    const values = [...counts.keys()].sort(
      (a, b) => (ask.options.order === "FREQ" ? counts.get(b)! - counts.get(a)! : 0) || a.localeCompare(b),
    );
    const options = values.slice(0, ask.options.limit ?? values.length).map((value) => ({
      name: value,
      value,
      count: counts.get(value)!,
      selected: own?.values.includes(value) ?? false,
    }));
    if (options.length) out.push({ key, label: key.replace(/_/g, " "), type: "OPTIONS", options });
  }
  return out;
}

const project = (r: IndexedRecord, fields: string[] | undefined) =>
  Object.fromEntries(
    Object.entries(r)
      .filter(([k]) => k === "id" || !fields || fields.includes(k))
      .map(([k, v]) => [k, String(v)]),
  ) as { id: string };

export function runRecordQuery(
  records: readonly IndexedRecord[],
  q: KlevuRecordQuery,
  apiKey: string,
): KlevuQueryResult {
  const s = q.settings ?? {};
  const recentIds = new Set(s.context?.recentObjects?.flatMap((o) => o.records.map((r) => r.id)) ?? []);
  const recent = records.filter((r) => recentIds.has(r.id));
  const base = records.filter((r) => inBase(r, q));
  const applied = q.filters?.applyFilters?.filters ?? [];
  const compare = comparator(q, recent);
  const matched = base
    .filter((r) => applied.every((f) => passesFilter(r, f)))
    .sort((a, b) => compare(a, b) || Number(a.id) - Number(b.id));
  const offset = s.offset ?? 0;
  const limit = s.limit ?? 5;
  return {
    id: q.id,
    meta: {
      apiKey,
      isPersonalised: Boolean(s.personalisation),
      qTime: 1,
      noOfResults: limit,
      totalResultsFound: matched.length,
      offset,
      typeOfSearch: "WILDCARD_AND",
      notificationCode: 1,
      searchedTerm: s.query?.term ?? "",
    } as KlevuQueryResult["meta"],
    records: matched.slice(offset, offset + limit).map((r) => project(r, s.fields)),
    filters: facets(base, q),
  };
}

/** Product names (both languages) that match the typed words, most frequent first, the match in bold. */
export function runSuggestions(
  records: readonly IndexedRecord[],
  q: KlevuSuggestionQuery,
): { id: string; suggestions: { suggest: string }[] } {
  const typed = words(q.query);
  const last = typed.at(-1) ?? "";
  const freq = new Map<string, number>();
  for (const r of records) {
    for (const name of [r.name, r.name_ar]) {
      const own = words(name);
      if (typed.length && typed.every((w, i) => own.some((x) => (i === typed.length - 1 ? x.startsWith(w) : x === w))))
        freq.set(name, (freq.get(name) ?? 0) + 1);
    }
  }
  const ranked = [...freq.keys()]
    .sort((a, b) => freq.get(b)! - freq.get(a)! || a.localeCompare(b))
    .slice(0, q.limit ?? 5);
  const bold = (name: string) =>
    name.replace(
      new RegExp(`(^|[^\\p{L}\\p{N}])(${last.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")})`, "iu"),
      "$1<b>$2</b>",
    );
  return { id: q.id, suggestions: ranked.map((name) => ({ suggest: bold(name) })) };
}
