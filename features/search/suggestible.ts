/** Typing pause before suggestions are fetched. */
export const SUGGEST_DEBOUNCE_MS = 250;

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;

/**
 * Whether a term is worth suggesting for: two characters, or one Arabic letter (a single Arabic
 * letter already narrows a lot, and Arabic words are short: "ذهب").
 */
export function isSuggestible(term: string): boolean {
  const t = term.trim();
  return t.length >= 2 || ARABIC.test(t);
}
