/**
 * Text normalisation shared by the index and the query side, so that what a shopper types and
 * what the catalogue says meet in one form: Arabic spelling variants folded, diacritics gone,
 * digits in ASCII, Latin lower-cased without accents. Pure functions, no locale data.
 */

/** Harakat, tanween, shadda, sukun (U+064B-U+0652), dagger alef (U+0670) and the other Arabic marks. */
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u06D6-\u06ED]/g;
/** Latin combining accents left behind by NFKD ("é" -> "e" + U+0301). */
const LATIN_MARKS = /[\u0300-\u036F]/g;
const TATWEEL = /\u0640/g;
const NON_ASCII = /[^\x00-\x7f]/;

const ARABIC_LETTERS: Record<string, string> = {
  "\u0623": "\u0627", // أ -> ا
  "\u0625": "\u0627", // إ -> ا
  "\u0622": "\u0627", // آ -> ا
  "\u0671": "\u0627", // ٱ -> ا
  "\u0629": "\u0647", // ة -> ه
  "\u0649": "\u064A", // ى -> ي
  "\u06CC": "\u064A", // Persian yeh -> ي
  "\u06A9": "\u0643", // Persian kaf -> ك
};
const LETTER_RE = new RegExp(`[${Object.keys(ARABIC_LETTERS).join("")}]`, "g");
/** Arabic-Indic (U+0660-0669) and Persian (U+06F0-06F9) digits. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * One canonical form for matching. NFKD first: it splits Latin accents off their letters and
 * also decomposes أ إ آ into ا plus a hamza/madda mark (and Arabic presentation forms into
 * plain letters), so the marks pass below removes them; the explicit letter map covers the
 * forms NFKD leaves alone (ٱ, ة, ى) and keeps the rules visible.
 */
export function normalizeText(text: string): string {
  // Plain ASCII (SKUs, most English) has nothing to fold but case.
  if (!NON_ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize("NFKD")
    .replace(LATIN_MARKS, "")
    .replace(ARABIC_MARKS, "")
    .replace(TATWEEL, "")
    .replace(LETTER_RE, (c) => ARABIC_LETTERS[c] ?? c)
    .replace(EASTERN_DIGITS, (d) => String(d.charCodeAt(0) & 0xf))
    .toLowerCase();
}

/** Normalised tokens: runs of letters and digits; everything else separates. */
export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
}

const ARABIC_RE = /[\u0600-\u06FF]/;
export const isArabic = (token: string): boolean => ARABIC_RE.test(token);
export const isNumeric = (token: string): boolean => /^\d+$/.test(token);

/** Words that carry no meaning on their own; dropped from queries unless nothing else is left. */
const STOPWORDS = new Set(
  ["a", "an", "the", "in", "of", "and", "with", "for", "on", "to", "من", "في", "على", "مع", "و", "ب", "ل"].map(
    normalizeText,
  ),
);
export const isStopword = (token: string): boolean => STOPWORDS.has(token);

/** Proclitics before the article: و (and), ب (with), ك (like), ف (so); ل + ال contracts to لل. */
const ARTICLE_PREFIXES = ["وال", "بال", "كال", "فال", "ال"];

/**
 * Arabic token variants: without the definite article ("الذهب" -> "ذهب") and without a
 * proclitic before it ("بالألماس" -> "الماس", "ماس"; "للذهب" -> "ذهب"). Both the index
 * and the query add them, so "ذهب" finds "الذهب" and "الذهب" finds "ذهب". The stem must keep
 * at least two letters ("الم" is not a word plus article).
 */
export function arabicVariants(token: string): string[] {
  for (const prefix of ARTICLE_PREFIXES) {
    if (token.startsWith(prefix) && token.length - prefix.length >= 2) {
      const rest = token.slice(prefix.length);
      // "بالألماس" is ب + ال + "ألماس", a noun that itself reads as article + "ماس".
      return prefix === "ال" ? [rest] : [rest, ...arabicVariants(rest)];
    }
  }
  if (token.startsWith("لل") && token.length >= 4) return [token.slice(2)];
  return [];
}

/** Words whose -ing or -ed belongs to the root; stripping them would merge unrelated words. */
const KEEP = new Set([
  "ring",
  "earring",
  "string",
  "sterling",
  "spring",
  "bling",
  "wedding",
  "king",
  "wing",
  "thing",
  "red",
  "bed",
  "embed",
  "seed",
  "need",
]);
const VOWEL = /[aeiouy]/;

function stripPlural(w: string): string {
  if (w.length <= 3 || w.endsWith("ss") || w.endsWith("us") || w.endsWith("is")) return w;
  if (w.endsWith("ies") && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(s|x|z|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith("s")) return w.slice(0, -1);
  return w;
}

function stripSuffix(w: string, suffix: "ing" | "ed"): string {
  if (!w.endsWith(suffix) || KEEP.has(w)) return w;
  let stem = w.slice(0, -suffix.length);
  if (stem.length < 3 || !VOWEL.test(stem)) return w;
  // "setting" -> "sett" -> "set"; "dangling" keeps its "l".
  if (/([bdfgmnprt])\1$/.test(stem)) stem = stem.slice(0, -1);
  return stem;
}

/**
 * A light English stemmer (plural s/es/ies, -ing, -ed), applied to both sides: "earrings" ->
 * "earring", "necklaces" -> "necklace", "bracelets" -> "bracelet", "twisted" -> "twist".
 * Non-Latin tokens and numbers come back unchanged.
 */
export function stemEnglish(token: string): string {
  if (!/^[a-z]+$/.test(token)) return token;
  const singular = stripPlural(token);
  if (KEEP.has(singular)) return singular;
  const ing = stripSuffix(singular, "ing");
  return ing !== singular ? ing : stripSuffix(singular, "ed");
}

/** Every form a token is indexed or looked up under: itself, its stem, its Arabic variants. */
export function termVariants(token: string): string[] {
  const forms = [token];
  const stem = stemEnglish(token);
  if (stem !== token) forms.push(stem);
  if (isArabic(token)) for (const v of arabicVariants(token)) if (!forms.includes(v)) forms.push(v);
  return forms;
}
