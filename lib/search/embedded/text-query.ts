import { isNumeric, isStopword, stemEnglish, termVariants, tokenize } from "../normalize";
import { MIN_TYPO_LENGTH, withinOneEdit } from "../typo";
import type { TextIndex } from "./text-index";

/** Match qualities: an exact word beats a completion of the last word, which beats a typo. */
export const QUALITY = { exact: 100, variant: 90, prefix: 60, typo: 40 } as const;
/** Completions considered for one prefix (a one-letter prefix of SKU numbers would be thousands). */
const MAX_PREFIX_TERMS = 512;
/** Longer queries are cut: nobody types more, and a token count must fit a byte. */
const MAX_TOKENS = 16;

type Candidate = { term: number; quality: number };

function lowerBound(terms: string[], key: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The index terms one query token stands for. Exact forms (the token, its stem, its Arabic
 * variants) always; completions when it is the last token and the shopper may still be
 * typing; one-typo neighbours (Damerau-Levenshtein 1, tokens of 4+ letters) only when no
 * exact form exists, so a correctly spelled "gold" does not also bring "bold".
 */
export function candidates(text: TextIndex, token: string, prefix: boolean): Candidate[] {
  const out: Candidate[] = [];
  const seen = new Set<number>();
  const add = (term: number, quality: number) => {
    if (!seen.has(term)) {
      seen.add(term);
      out.push({ term, quality });
    }
  };
  termVariants(token).forEach((form, i) => {
    const id = text.termId.get(form);
    if (id !== undefined) add(id, i === 0 ? QUALITY.exact : QUALITY.variant);
  });
  const exact = out.length > 0;
  if (prefix) {
    const end = Math.min(lowerBound(text.terms, `${token}\uffff`), lowerBound(text.terms, token) + MAX_PREFIX_TERMS);
    for (let i = lowerBound(text.terms, token); i < end; i++) add(i, QUALITY.prefix);
  }
  if (!exact && token.length >= MIN_TYPO_LENGTH && !isNumeric(token)) {
    const forms = [...new Set([token, stemEnglish(token)])].filter((f) => f.length >= MIN_TYPO_LENGTH);
    for (const form of forms) {
      for (let len = form.length - 1; len <= form.length + 1; len++) {
        for (const id of text.byLength.get(len) ?? []) if (withinOneEdit(form, text.terms[id]!)) add(id, QUALITY.typo);
      }
    }
  }
  return out.sort((a, b) => b.quality - a.quality);
}

/** Query tokens without stopwords ("ring in gold" -> ring, gold), unless stopwords are all there is. */
export function queryTokens(query: string): string[] {
  const tokens = [...new Set(tokenize(query))];
  const meaningful = tokens.filter((t) => !isStopword(t));
  return (meaningful.length > 0 ? meaningful : tokens).slice(0, MAX_TOKENS);
}

export type TextMatch = {
  /** Matching doc indexes, ascending. */
  docs: Int32Array;
  /** Text score per doc index (0 for docs that do not match); may be a reused buffer. */
  scores: Int32Array;
};

/**
 * Docs matching every token of the query (AND), each scored by the sum over tokens of its
 * best candidate's quality times the field weight where the term occurs. Candidates are
 * visited best first, so a doc's first hit for a token is its best.
 */
export function matchText(
  text: TextIndex,
  n: number,
  query: string,
  options: { prefixLast: boolean },
  scratch: { hits: Uint8Array; scores: Int32Array } = { hits: new Uint8Array(n), scores: new Int32Array(n) },
): TextMatch {
  const tokens = queryTokens(query);
  const hits = scratch.hits.fill(0);
  const scores = scratch.scores.fill(0);
  const none = { docs: new Int32Array(0), scores };
  if (tokens.length === 0) return none;
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t]!;
    const last = t === tokens.length - 1;
    const list = candidates(text, token, last && options.prefixLast);
    if (list.length === 0) return none;
    for (const { term, quality } of list) {
      for (let p = text.offsets[term]!, end = text.offsets[term + 1]!; p < end; p++) {
        const d = text.docs[p]!;
        if (hits[d] !== t) continue;
        hits[d] = t + 1;
        scores[d]! += quality * text.weights[p]!;
      }
    }
  }
  const all = tokens.length;
  let count = 0;
  for (let d = 0; d < n; d++) if (hits[d] === all) count++;
  const docs = new Int32Array(count);
  for (let d = 0, i = 0; d < n; d++) {
    if (hits[d] === all) docs[i++] = d;
    else scores[d] = 0;
  }
  return { docs, scores };
}
