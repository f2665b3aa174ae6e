import type * as t from "../schema";
import type { Profile } from "./profile";
import { createRng, type Rng } from "./random";
import { SA_ONLY_BRAND } from "./taxonomy";

type RelatedRow = typeof t.relatedProducts.$inferInsert;

/**
 * Product indexes grouped by what makes them related: same collection, same type, same shop
 * family (no other product points at the sa-only brand, which other countries cannot show).
 * Holds plain number arrays: 100k products stay a few megabytes.
 */
export type RelatedIndex = {
  byCollection: Map<string, number[]>;
  byType: Map<string, number[]>;
  byFamily: Map<string, number[]>;
  keys: { collection: string | null; type: string; family: string }[];
};

const familyOf = (p: Profile) => (p.brand === SA_ONLY_BRAND ? "sa-only" : "all");

function add(map: Map<string, number[]>, key: string, index: number) {
  const list = map.get(key);
  if (list) list.push(index);
  else map.set(key, [index]);
}

export function createRelatedIndex(): RelatedIndex {
  return { byCollection: new Map(), byType: new Map(), byFamily: new Map(), keys: [] };
}

export function indexProfile(ix: RelatedIndex, p: Profile): void {
  const family = familyOf(p);
  const type = `${family}|${p.type}`;
  const collection = p.collection ? `${family}|${p.collection}` : null;
  ix.keys[p.index] = { collection, type, family };
  add(ix.byType, type, p.index);
  add(ix.byFamily, family, p.index);
  if (collection) add(ix.byCollection, collection, p.index);
}

function takeFrom(rng: Rng, group: readonly number[] | undefined, chosen: Set<number>, self: number, want: number) {
  if (!group || chosen.size >= want) return;
  for (let attempt = 0; attempt < want * 3 && chosen.size < want; attempt++) {
    const candidate = group[rng.int(0, group.length - 1)]!;
    if (candidate !== self) chosen.add(candidate);
  }
  // Small groups: walk them from a random start so a short list still fills up.
  const start = rng.int(0, group.length - 1);
  for (let i = 0; i < group.length && chosen.size < want; i++) {
    const candidate = group[(start + i) % group.length]!;
    if (candidate !== self) chosen.add(candidate);
  }
}

/** 4-8 related products: about half from the same collection, the rest of the same type. */
export function relatedRows(ix: RelatedIndex, index: number): RelatedRow[] {
  const keys = ix.keys[index];
  if (!keys) return [];
  const rng = createRng(`lumina-seed:related:${index}`);
  const want = rng.int(4, 8);
  const chosen = new Set<number>();
  if (keys.collection) takeFrom(rng, ix.byCollection.get(keys.collection), chosen, index, Math.ceil(want / 2));
  takeFrom(rng, ix.byType.get(keys.type), chosen, index, want);
  takeFrom(rng, ix.byFamily.get(keys.family), chosen, index, want);
  // The sa-only brand is small; its pages may show products every country sells, never the reverse.
  if (keys.family !== "all") takeFrom(rng, ix.byFamily.get("all"), chosen, index, want);
  return [...chosen].map((other, position) => ({ productId: index + 1, relatedId: other + 1, position }));
}
