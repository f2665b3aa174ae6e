import type { Lang } from "@/lib/i18n/locales";
import type { ServiceSort } from "../types";
import type { EmbeddedIndex } from "./model";

type Fields = Pick<
  EmbeddedIndex,
  "n" | "ids" | "names" | "price" | "salePercent" | "created" | "reviewCount" | "position"
>;
type Compare = (a: number, b: number) => number;

/**
 * Each distinct name's place in collation order. Catalogue names repeat (same design, metal
 * and brand), so collating the distinct ones and comparing integers is several times faster
 * than collating every pair of products.
 */
function nameRanks(names: string[], collator: Intl.Collator): Int32Array {
  const distinct = [...new Set(names)].sort(collator.compare);
  const rank = new Map(distinct.map((name, i) => [name, i]));
  return Int32Array.from(names, (name) => rank.get(name)!);
}

const byRank =
  (rank: Int32Array): Compare =>
  (a, b) =>
    rank[a]! - rank[b]!;

/**
 * Every sort order, computed once per build, so a query walks an order instead of sorting its
 * matches. Docs are loaded in id order, so comparing doc indexes breaks ties by product id and
 * paging is stable.
 *
 * RELEVANCE without a query (CATNAV, and best_seller, which sort.ts maps to RELEVANCE)
 * is popularity: review count, then the catalogue's own position. With a query the text score
 * comes first and this order breaks its ties (see query.ts).
 */
export function buildOrders(ix: Fields, lang: Lang): Record<ServiceSort, Int32Array> {
  const collator = new Intl.Collator(lang, { sensitivity: "base", numeric: true });
  const sorted = (compare: Compare) => {
    const order = new Int32Array(ix.n);
    for (let i = 0; i < ix.n; i++) order[i] = i;
    return order.sort((a, b) => compare(a, b) || a - b);
  };
  return {
    RELEVANCE: sorted((a, b) => ix.reviewCount[b]! - ix.reviewCount[a]! || ix.position[a]! - ix.position[b]!),
    NAME_ASC: sorted(byRank(nameRanks(ix.names, collator))),
    PRICE_DESC: sorted((a, b) => ix.price[b]! - ix.price[a]!),
    PRICE_ASC: sorted((a, b) => ix.price[a]! - ix.price[b]!),
    ADVANCED_SORT: sorted((a, b) => ix.salePercent[b]! - ix.salePercent[a]!),
    NEW_ARRIVAL_DESC: sorted((a, b) => ix.created[b]! - ix.created[a]!),
  };
}
