import { isStopword, termVariants, tokenize } from "../normalize";

/** A completion the search drawer may offer: a facet label or a phrase frequent in product names. */
export type Completion = {
  text: string;
  /** Per word of the completion, every form it matches under (itself, stem, Arabic variants). */
  forms: string[][];
  /** Labels rank before phrases: 0 type, 1 category, 2 collection, 3 brand, 4 phrase. */
  kind: number;
  /** Brands (bit per brand code) with at least one product behind the completion. */
  brands: number;
  /** Products behind it (phrases: occurrences in the sampled names). */
  weight: number;
};

export type SuggestIndex = { completions: Completion[] };

/** Brand codes map to bits; past 31 brands, the rest share the last bit (over-inclusive, never hiding one). */
export const brandBit = (code: number): number => (code >= 0 ? 1 << Math.min(code, 30) : 0);

/** Names mined for phrases: enough for stable frequencies, bounded for 100k catalogues. */
const PHRASE_SAMPLE = 20_000;
const MAX_PHRASES = 3000;
/** Words that announce what follows ("عيار" + a number, "على شكل" + a shape): no phrase ends on them. */
const DANGLING = new Set(["عيار", "شكل", "بنقش", "مجموعه"]);
/** Share of a short phrase's occurrences inside one longer phrase that makes it redundant. */
const DOMINANCE = 0.8;

export class SuggestIndexBuilder {
  private readonly labels = new Map<string, Completion>();
  private readonly phrases = new Map<string, Completion>();
  private sampled = 0;
  private readonly wordNorms = new Map<string, string>();
  private readonly labelKeys = new Map<string, string>();

  constructor(private readonly total: number) {}

  private static completion(text: string, kind: number): Completion {
    return { text, forms: tokenize(text).map(termVariants), kind, brands: 0, weight: 0 };
  }

  /** A label (type, category, collection, brand) of one product of brand `brandCode`. */
  label(text: string, kind: number, brandCode: number): void {
    let key = this.labelKeys.get(text);
    if (key === undefined) this.labelKeys.set(text, (key = tokenize(text).join(" ")));
    if (!key) return;
    let c = this.labels.get(key);
    if (!c) this.labels.set(key, (c = SuggestIndexBuilder.completion(text, kind)));
    c.kind = Math.min(c.kind, kind);
    c.brands |= brandBit(brandCode);
    c.weight++;
  }

  /** Mines 2- and 3-word phrases of a product title (the name after "Brand - "), stopwords and numbers excluded. */
  name(doc: number, name: string, brandCode: number): void {
    const step = Math.max(1, Math.floor(this.total / PHRASE_SAMPLE));
    if (doc % step !== 0) return;
    this.sampled++;
    const title = name.includes(" - ") ? name.slice(name.indexOf(" - ") + 3) : name;
    const words = title.split(/\s+/).filter(Boolean);
    const norms = words.map((w) => {
      let norm = this.wordNorms.get(w);
      if (norm === undefined) this.wordNorms.set(w, (norm = tokenize(w).join(" ")));
      return norm;
    });
    for (let n = 2; n <= 3; n++) {
      for (let i = 0; i + n <= words.length; i++) {
        const part = norms.slice(i, i + n);
        if (part.some((p) => !p || isStopword(p) || /\d/.test(p)) || DANGLING.has(part[n - 1]!)) continue;
        const key = part.join("|");
        let c = this.phrases.get(key);
        if (!c) this.phrases.set(key, (c = SuggestIndexBuilder.completion(words.slice(i, i + n).join(" "), 4)));
        c.brands |= brandBit(brandCode);
        c.weight++;
      }
    }
  }

  /**
   * Drops a 2-word phrase that nearly always comes inside one 3-word phrase ("Diamond Tennis"
   * inside "Diamond Tennis Bracelet"): the longer one is the completion worth showing.
   */
  private dominated(): Set<string> {
    const out = new Set<string>();
    for (const [key, c] of this.phrases) {
      const parts = key.split("|");
      if (parts.length !== 3) continue;
      for (const sub of [parts.slice(0, 2).join("|"), parts.slice(1).join("|")]) {
        const shorter = this.phrases.get(sub);
        if (shorter && c.weight >= DOMINANCE * shorter.weight) out.add(sub);
      }
    }
    return out;
  }

  finish(): SuggestIndex {
    const minCount = this.sampled > 50 ? 2 : 1;
    const dominated = this.dominated();
    const phrases = [...this.phrases.entries()]
      .filter(([key, c]) => c.weight >= minCount && !dominated.has(key) && !this.labels.has(key.replaceAll("|", " ")))
      .map(([, c]) => c)
      .sort((a, b) => b.weight - a.weight)
      .slice(0, MAX_PHRASES);
    const labels = [...this.labels.values()].sort((a, b) => a.kind - b.kind || b.weight - a.weight);
    return { completions: [...labels, ...phrases] };
  }
}
