import { termVariants, tokenize } from "../normalize";
import { MIN_TYPO_LENGTH, withinOneEdit } from "../typo";
import type { EmbeddedIndex } from "./model";
import { brandBit, type Completion } from "./suggest-index";

/** Brand bits of a brand group, as completions store them. */
export function brandMask(ix: EmbeddedIndex, brands: readonly string[]): number {
  let mask = 0;
  for (const key of brands) {
    const code = ix.dicts.brand.code(key);
    if (code !== undefined) mask |= brandBit(code);
  }
  return mask;
}

type Match = { completion: Completion; starts: boolean };

/**
 * Whether a completion matches the typed words: each finished word equals one of its words
 * (any form: stem, Arabic variant), and the last, maybe unfinished, word starts one of them
 * (or, failing that and 4+ letters long, is one typo away from the start of one).
 */
function matches(c: Completion, words: string[][], last: string, typo: boolean): Match | null {
  for (const forms of words) if (!c.forms.some((f) => f.some((x) => forms.includes(x)))) return null;
  const hit = (f: string) =>
    typo ? withinOneEdit(last, f.slice(0, last.length)) || withinOneEdit(last, f) : f.startsWith(last);
  const at = c.forms.findIndex((forms) => forms.some(hit));
  if (at < 0) return null;
  const starts = words.length === 0 ? at === 0 : c.forms[0]!.some((x) => words[0]!.includes(x));
  return { completion: c, starts };
}

/**
 * Completions of a typed term for the search drawer: facet labels (types, categories,
 * collections, brands) before frequent phrases of product names, those that start with the
 * typed words first; only completions with products in the brand group.
 */
export function autoSuggestions(ix: EmbeddedIndex, term: string, brands: readonly string[], limit: number): string[] {
  const tokens = tokenize(term);
  if (tokens.length === 0) return [];
  const words = tokens.slice(0, -1).map(termVariants);
  const last = tokens[tokens.length - 1]!;
  const mask = brandMask(ix, brands);
  const pick = (typo: boolean) => {
    const found: Match[] = [];
    for (const c of ix.suggest.completions) {
      if ((c.brands & mask) === 0) continue;
      const m = matches(c, words, last, typo);
      if (m) found.push(m);
    }
    // Completions are stored labels first, then by weight: a stable sort keeps that order within each tier.
    return found.sort((a, b) => Number(b.starts) - Number(a.starts));
  };
  let found = pick(false);
  if (found.length === 0 && last.length >= MIN_TYPO_LENGTH) found = pick(true);
  const out: string[] = [];
  const seen = new Set<string>();
  for (const { completion } of found) {
    const key = tokenize(completion.text).join(" ");
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(completion.text);
    if (out.length >= limit) break;
  }
  return out;
}
