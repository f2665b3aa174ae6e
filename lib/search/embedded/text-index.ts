import { isNumeric, termVariants, tokenize } from "../normalize";
import { IntBuffer } from "./int-buffer";

/** Field weights: a word in the name counts more than one in the brand, type or collection, more than an attribute. */
export const WEIGHT = { name: 3, label: 2, attribute: 1 } as const;

/**
 * An inverted index over normalised terms. Terms are kept sorted, so a prefix is a range
 * (binary search); postings are flat typed arrays (doc indexes ascending, one weight each).
 */
export type TextIndex = {
  terms: string[];
  termId: Map<string, number>;
  /** Postings of term i are docs[offsets[i] .. offsets[i + 1]). */
  offsets: Int32Array;
  docs: Int32Array;
  weights: Uint8Array;
  /** Ids of non-numeric terms by length, for the typo pass. */
  byLength: Map<number, number[]>;
};

/**
 * Collects the terms of each document (in doc order) and freezes them into a TextIndex.
 * Built for 100k products: catalogue text repeats the same few thousand words, so each
 * distinct word (and label) is normalised once and kept as term ids; a document's terms are
 * deduplicated with a per-term stamp instead of a Map per document.
 */
export class TextIndexBuilder {
  private readonly tempId = new Map<string, number>();
  private readonly tempTerms: string[] = [];
  private readonly cache = new Map<string, number[]>();
  private readonly stamp: number[] = [];
  private readonly best: number[] = [];
  private touched: number[] = [];
  private readonly pairTerm = new IntBuffer(1 << 16);
  private readonly pairDoc = new IntBuffer(1 << 16);
  private readonly pairWeight = new IntBuffer(1 << 16);
  private doc = -1;

  /** Starts a document; docs must come in increasing order. */
  begin(doc: number): void {
    this.flush();
    this.doc = doc;
  }

  /** Adds the words of a text (each with its stem and Arabic variants) at a weight. */
  text(text: string | null | undefined, weight: number): void {
    if (!text) return;
    for (const word of text.split(" ")) if (word) this.ids(this.idsOf(word), weight);
  }

  /** Adds a text as one unit (a label many docs share): its terms are worked out once. */
  label(text: string | null | undefined, weight: number): void {
    if (text) this.ids(this.idsOf(text), weight);
  }

  /** Adds a text unique to this doc (a SKU): not worth caching. */
  unique(text: string, weight: number): void {
    for (const t of tokenize(text).flatMap(termVariants)) this.add(this.intern(t), weight);
  }

  /** Adds one already normalised term. */
  term(term: string, weight: number): void {
    this.add(this.intern(term), weight);
  }

  private idsOf(text: string): number[] {
    let ids = this.cache.get(text);
    if (!ids) {
      ids = tokenize(text)
        .flatMap(termVariants)
        .map((t) => this.intern(t));
      this.cache.set(text, ids);
    }
    return ids;
  }

  private intern(term: string): number {
    let id = this.tempId.get(term);
    if (id === undefined) {
      id = this.tempTerms.length;
      this.tempId.set(term, id);
      this.tempTerms.push(term);
      this.stamp.push(-1);
      this.best.push(0);
    }
    return id;
  }

  private ids(ids: number[], weight: number): void {
    for (const id of ids) this.add(id, weight);
  }

  private add(id: number, weight: number): void {
    if (this.stamp[id] !== this.doc) {
      this.stamp[id] = this.doc;
      this.best[id] = weight;
      this.touched.push(id);
    } else if (this.best[id]! < weight) this.best[id] = weight;
  }

  private flush(): void {
    for (const id of this.touched) {
      this.pairTerm.push(id);
      this.pairDoc.push(this.doc);
      this.pairWeight.push(this.best[id]!);
    }
    this.touched = [];
  }

  finish(): TextIndex {
    this.flush();
    const order = this.tempTerms.map((_, i) => i).sort((a, b) => (this.tempTerms[a]! < this.tempTerms[b]! ? -1 : 1));
    const rank = new Int32Array(order.length);
    order.forEach((temp, sorted) => (rank[temp] = sorted));
    const terms = order.map((i) => this.tempTerms[i]!);
    // Counting sort of the (term, doc) pairs by term; docs stay ascending within a term.
    const offsets = new Int32Array(terms.length + 1);
    for (let i = 0; i < this.pairTerm.length; i++) offsets[rank[this.pairTerm.get(i)]! + 1]!++;
    for (let i = 0; i < terms.length; i++) offsets[i + 1]! += offsets[i]!;
    const fill = offsets.slice(0, terms.length);
    const docs = new Int32Array(this.pairTerm.length);
    const weights = new Uint8Array(this.pairTerm.length);
    for (let i = 0; i < this.pairTerm.length; i++) {
      const at = fill[rank[this.pairTerm.get(i)]!]!++;
      docs[at] = this.pairDoc.get(i);
      weights[at] = this.pairWeight.get(i);
    }
    const byLength = new Map<number, number[]>();
    terms.forEach((term, id) => {
      if (isNumeric(term)) return;
      const list = byLength.get(term.length) ?? [];
      list.push(id);
      byLength.set(term.length, list);
    });
    return { terms, termId: new Map(terms.map((term, i) => [term, i])), offsets, docs, weights, byLength };
  }
}
