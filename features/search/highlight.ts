/**
 * Splits a suggestion into parts that match the typed words and parts that do not, comparing the
 * way the search does: case-insensitive, Arabic letters folded (alef forms, taa marbuta, alef
 * maqsura), diacritics and tatweel ignored, Arabic-Indic digits as digits.
 */
export type TextPart = { text: string; match: boolean };

const IGNORED = /[\u064b-\u065f\u0670\u0640]/;
const FOLD: Record<string, string> = { أ: "ا", إ: "ا", آ: "ا", ٱ: "ا", ة: "ه", ى: "ي" };

function foldChar(ch: string): string {
  if (IGNORED.test(ch)) return "";
  const code = ch.charCodeAt(0);
  if (code >= 0x660 && code <= 0x669) return String(code - 0x660);
  if (code >= 0x6f0 && code <= 0x6f9) return String(code - 0x6f0);
  return FOLD[ch] ?? ch.toLowerCase();
}

/** The folded text and, for each folded character, the index of the original it came from. */
function fold(text: string): { folded: string; origin: number[] } {
  let folded = "";
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const f = foldChar(text[i]!);
    for (const c of f) {
      folded += c;
      origin.push(i);
    }
  }
  return { folded, origin };
}

export function highlightParts(text: string, term: string): TextPart[] {
  const words = [
    ...new Set(
      term
        .split(/\s+/)
        .map((w) => fold(w).folded)
        .filter(Boolean),
    ),
  ];
  if (words.length === 0) return [{ text, match: false }];
  const { folded, origin } = fold(text);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + word.length)) {
      const from = origin[at]!;
      const to = origin[at + word.length - 1]!;
      for (let i = from; i <= to; i++) marked[i] = true;
    }
  }
  const parts: TextPart[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = parts.at(-1);
    // Ignored marks inside a matched word stay with it.
    const match = marked[i]! || (IGNORED.test(text[i]!) && i > 0 && marked[i - 1]! && marked[i + 1] === true);
    if (last && last.match === match) last.text += text[i];
    else parts.push({ text: text[i]!, match });
  }
  return parts;
}
