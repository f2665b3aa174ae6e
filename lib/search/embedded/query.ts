import { priceOptions } from "../facets";
import { clampPaging } from "../paging";
import { serviceSort } from "../sort";
import type { SearchRequest, SearchResult } from "../types";
import { FacetCounter } from "./facet-counts";
import { facetsOf } from "./facet-options";
import type { EmbeddedIndex } from "./model";
import { compile, inBase, passes, type Plan } from "./plan";
import { recordOf } from "./records";

/**
 * One pass over the candidates (the text matches when there is a query, else every doc) that
 * pass the base: for each, how many filter groups it fails. Failing none, it is a result and
 * counts in every facet; failing exactly one, it counts in that group's facet only
 * (disjunctive counts); failing more, it is skipped. Synchronous and allocation-free per doc:
 * `matched` is the index's scratch buffer, valid until the next query.
 */
function scan(ix: EmbeddedIndex, plan: Plan, counter: FacetCounter | null): { matched: Uint8Array; total: number } {
  const matched = ix.scratch.matched.fill(0);
  const groups = plan.groups;
  const candidates = plan.text?.docs;
  const count = candidates ? candidates.length : ix.n;
  let total = 0;
  for (let i = 0; i < count; i++) {
    const d = candidates ? candidates[i]! : i;
    if (!inBase(ix, plan, d)) continue;
    let failed = -1;
    let twice = false;
    for (let g = 0; g < groups.length; g++) {
      if (passes(ix, groups[g]!, d)) continue;
      if (failed >= 0) {
        twice = true;
        break;
      }
      failed = g;
    }
    if (twice) continue;
    if (failed >= 0) {
      counter?.one(d, groups[failed]!.facet);
      continue;
    }
    matched[d] = 1;
    total++;
    counter?.all(d);
  }
  return { matched, total };
}

/** The doc indexes of one page, walking a precomputed order (no sort per query). */
function pageInOrder(order: Int32Array, matched: Uint8Array, offset: number, rows: number): number[] {
  const page: number[] = [];
  let seen = 0;
  for (let i = 0; i < order.length && page.length < rows; i++) {
    const d = order[i]!;
    if (matched[d] !== 1) continue;
    if (seen++ >= offset) page.push(d);
  }
  return page;
}

/**
 * Relevance of a text search: score first, popularity (then id) for ties. Scores are small
 * integers, so this counts the matches per score, finds the scores the page falls in, and
 * walks the popularity order once per such score: no sort, no list of every match.
 */
function pageByScore(
  ix: EmbeddedIndex,
  matched: Uint8Array,
  scores: Int32Array,
  offset: number,
  rows: number,
): number[] {
  const perScore = new Map<number, number>();
  for (let d = 0; d < ix.n; d++) if (matched[d] === 1) perScore.set(scores[d]!, (perScore.get(scores[d]!) ?? 0) + 1);
  const page: number[] = [];
  let before = 0;
  for (const score of [...perScore.keys()].sort((a, b) => b - a)) {
    const size = perScore.get(score)!;
    if (before + size <= offset) {
      before += size;
      continue;
    }
    let skip = Math.max(0, offset - before);
    for (const d of ix.orders.RELEVANCE) {
      if (matched[d] !== 1 || scores[d] !== score) continue;
      if (skip > 0) skip--;
      else if (page.push(d) >= rows) return page;
    }
    before += size;
  }
  return page;
}

export function runSearch(ix: EmbeddedIndex, request: SearchRequest): SearchResult {
  const plan = compile(ix, request, { prefixLast: true });
  const counter = new FacetCounter(ix, priceOptions(plan.filters.price));
  const { matched, total } = scan(ix, plan, counter);
  const { pageNum, rows } = clampPaging(request);
  const sort = serviceSort(request.sort);
  const offset = pageNum * rows;
  const page =
    sort === "RELEVANCE" && plan.text
      ? pageByScore(ix, matched, plan.text.scores, offset, rows)
      : offset >= total
        ? []
        : pageInOrder(ix.orders[sort], matched, offset, rows);
  return {
    type: request.query?.trim() ? "SEARCH" : "CATNAV",
    total,
    pageNum,
    rows,
    records: page.map((d) => recordOf(ix, d)),
    facets: facetsOf(ix, counter.tally(), counter.priceRanges, plan.filters),
  };
}

/** Records only (no facets): product suggestions as the shopper types. */
export function topRecords(ix: EmbeddedIndex, request: SearchRequest, limit: number): number[] {
  const plan = compile(ix, { ...request, filters: undefined }, { prefixLast: true });
  if (!plan.text) return [];
  const { matched } = scan(ix, plan, null);
  return pageByScore(ix, matched, plan.text.scores, 0, limit);
}
