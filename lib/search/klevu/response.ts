import { FILTER_OPTIONS_LIMIT } from "@/lib/constants";
import { productPath, skuFromPath } from "@/lib/commerce/product-path";
import type { Lang, RegionCode } from "@/lib/i18n/locales";
import type { PriceRange } from "@/lib/price-range";
import { SearchUnavailableError } from "../errors";
import type { ValueFacet } from "../facets";
import { facetValueLabel } from "../labels";
import { priceFacetOptions } from "../price-labels";
import { FACET_NAMES, type Facet, type FacetOption, type SearchFilters, type SearchRecord } from "../types";
import type { KlevuFilter, KlevuQueryResult, KlevuRecord, KlevuResponse } from "./vendor";

/** Klevu's answers in our terms (the shapes are Klevu's APIv2, vendored in tests/contracts/klevu/). */

export type Where = { lang: Lang; region: RegionCode; currency: string };

/** One record query's result; a missing one means Klevu did not answer what we asked. */
export function resultOf(response: KlevuResponse, id: string): KlevuQueryResult {
  const result = response.queryResults?.find((q) => q.id === id);
  if (!result || !Array.isArray(result.records) || typeof result.meta?.totalResultsFound !== "number") {
    throw new SearchUnavailableError(`Klevu answered without the "${id}" query`);
  }
  return result;
}

const amount = (value: unknown): number | null => {
  const n = typeof value === "number" ? value : Number.parseFloat(String(value ?? ""));
  return Number.isFinite(n) ? n : null;
};

const text = (value: unknown): string => (typeof value === "string" ? value : "");

function nameSlug(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "product"
  );
}

/** Our product page segment: the record's own URL when it is one, else built from the English name. */
function pathOf(record: KlevuRecord, sku: string): string {
  const last = text(record.url).split(/[?#]/)[0]!.split("/").filter(Boolean).at(-1) ?? "";
  return skuFromPath(last) === sku.toUpperCase() ? last : productPath(nameSlug(text(record.name)), sku);
}

/**
 * A record as ours. The id is the commerce product id (itemGroupId: variants share their
 * product's); Klevu's `price` is the list price and `salePrice` what the shopper pays.
 * Null for a record without a numeric id: the page could not hydrate it from the store.
 */
export function toRecord(record: KlevuRecord, where: Where): SearchRecord | null {
  const id = Number.parseInt(text(record.itemGroupId) || text(record.id), 10);
  if (!Number.isSafeInteger(id)) return null;
  const list = amount(record.price);
  const selling = amount(record.salePrice) ?? list ?? 0;
  const basePrice = list ?? selling;
  const sku = text(record.sku);
  const arabic = where.lang === "ar" ? text(record.name_ar) : "";
  return {
    id,
    sku,
    path: pathOf(record, sku),
    name: arabic || text(record.name),
    brand: record.brand ? facetValueLabel("brand", text(record.brand), where.lang) : "",
    imageUrl: text(record.imageUrl) || text(record.image) || null,
    price: selling,
    salePrice: selling < basePrice ? selling : null,
    basePrice,
    currency: text(record.currency) || where.currency,
  };
}

export function toRecords(records: readonly KlevuRecord[], where: Where): SearchRecord[] {
  return records.map((r) => toRecord(r, where)).filter((r): r is SearchRecord => r !== null);
}

/** A value facet's options: Klevu's counts, our labels (Klevu's when its name is not the slug). */
function valueOptions(
  name: ValueFacet,
  filter: KlevuFilter | undefined,
  selected: readonly string[],
  lang: Lang,
): FacetOption[] {
  const chosen = new Set(selected);
  const options: FacetOption[] = [];
  if (filter && "options" in filter) {
    for (const o of filter.options) {
      const isChosen = chosen.delete(o.value) || o.selected;
      if (o.count > 0 || isChosen)
        options.push({
          value: o.value,
          label: o.name && o.name !== o.value ? o.name : facetValueLabel(name, o.value, lang),
          count: o.count,
          selected: isChosen,
        });
    }
  }
  for (const value of chosen)
    options.push({ value, label: facetValueLabel(name, value, lang), count: 0, selected: true });
  return options;
}

/** Every facet of ours in display order; price from the band queries' totals. */
export function toFacets(
  filters: readonly KlevuFilter[] | undefined,
  selected: SearchFilters,
  bands: { ranges: PriceRange[]; counts: number[] },
  where: Where,
): Facet[] {
  return FACET_NAMES.map((name) => {
    const options =
      name === "price"
        ? priceFacetOptions(bands.ranges, bands.counts, selected.price, where)
        : valueOptions(
            name,
            filters?.find((f) => f.key === name),
            selected[name] ?? [],
            where.lang,
          );
    return { name, options: options.slice(0, FILTER_OPTIONS_LIMIT) };
  });
}

/** Auto-suggestions come highlighted (`<b>rin</b>gs`); the drawer highlights on its own. */
export function suggestionTexts(response: KlevuResponse, id: string, limit: number): string[] {
  const found = response.suggestionResults?.find((s) => s.id === id)?.suggestions ?? [];
  const out: string[] = [];
  for (const { suggest } of found) {
    const plain = text(suggest)
      .replace(/<[^>]*>/g, "")
      .trim();
    if (plain && !out.includes(plain)) out.push(plain);
  }
  return out.slice(0, limit);
}
