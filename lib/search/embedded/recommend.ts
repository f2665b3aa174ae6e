import type { EmbeddedIndex } from "./model";

/**
 * 'Recommended for you': products like the recently viewed ones, within the page's brands and
 * without the viewed ones. Likeness: same type (3), same collection (2), same brand (1); among
 * equally like ones, best rated first (average rating, then number of reviews, then id).
 */
export function recommendDocs(
  ix: EmbeddedIndex,
  recentIds: readonly number[],
  brandAllowed: Uint8Array,
  limit: number,
): number[] {
  const recent = recentIds.map((id) => ix.docOf.get(id)).filter((d): d is number => d !== undefined);
  if (recent.length === 0 || limit <= 0) return [];
  const { type, collection, brand } = ix.columns;
  const types = new Set(recent.map((d) => type[d]!));
  const collections = new Set(recent.map((d) => collection[d]!).filter((c) => c >= 0));
  const brands = new Set(recent.map((d) => brand[d]!));
  const excluded = new Set(recent);
  const rating = (d: number) => (ix.reviewCount[d]! > 0 ? ix.reviewSum[d]! / ix.reviewCount[d]! : 0);
  const better = (a: number, sa: number, b: number, sb: number) =>
    sa - sb || rating(a) - rating(b) || ix.reviewCount[a]! - ix.reviewCount[b]! || b - a;

  // A bounded best-first list: one pass, no sort of the whole catalogue.
  const top: { d: number; s: number }[] = [];
  for (let d = 0; d < ix.n; d++) {
    if (excluded.has(d) || brandAllowed[brand[d]!] !== 1) continue;
    const s =
      (types.has(type[d]!) ? 3 : 0) + (collections.has(collection[d]!) ? 2 : 0) + (brands.has(brand[d]!) ? 1 : 0);
    if (s < 2) continue;
    if (top.length === limit && better(d, s, top[limit - 1]!.d, top[limit - 1]!.s) <= 0) continue;
    let i = top.length === limit ? limit - 1 : top.length;
    if (top.length === limit) top.pop();
    while (i > 0 && better(d, s, top[i - 1]!.d, top[i - 1]!.s) > 0) i--;
    top.splice(i, 0, { d, s });
  }
  return top.map((t) => t.d);
}
