import type { Lang } from "@/lib/i18n/locales";
import { CHARM_FAMILIES, METAL_COLORS, METALS, SEED_BRANDS, SEED_COLLECTIONS, STONES } from "@/lib/db/seed/taxonomy";
import { DIAMOND_VALUES, type ValueFacet } from "../facets";
import { karatLabel, titleCase } from "../labels";
import type { CatalogueData } from "./load";

/**
 * A facet's values, each with a small integer code, in display order ("ordered by index":
 * taxonomy and category position, not by count) and with labels in the index's language.
 */
export class Dictionary {
  readonly values: string[] = [];
  readonly labels: string[] = [];
  private readonly codes = new Map<string, number>();

  /** The value's code; an unseen value is appended after the known ones, labelled from its slug. */
  add(value: string, label?: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
      this.labels.push(label ?? titleCase(value));
    }
    return code;
  }

  code(value: string): number | undefined {
    return this.codes.get(value);
  }

  /** The value's label, or null for a value this dictionary has not seen. */
  label(value: string): string | null {
    const code = this.codes.get(value);
    return code === undefined ? null : this.labels[code]!;
  }

  get size(): number {
    return this.values.length;
  }
}

export type Dictionaries = Record<ValueFacet, Dictionary>;

const KARATS = ["18k", "21k", "22k", "24k"];

export function createDictionaries(data: CatalogueData, lang: Lang): Dictionaries {
  const d = Object.fromEntries(
    (
      [
        "category",
        "type",
        "brand",
        "metal",
        "metal_karat",
        "metal_color",
        "diamonds",
        "stone",
        "collection",
        "charm_family",
      ] as const
    ).map((f) => [f, new Dictionary()]),
  ) as Dictionaries;
  for (const c of data.categories) d.category.add(c.slug, c.label[lang]);
  // Types are category slugs (products.type), so they share the categories' order and labels.
  for (const c of data.categories) d.type.add(c.slug, c.label[lang]);
  const brandLabel = new Map(data.brands.map((b) => [b.key, b.label[lang]]));
  for (const b of SEED_BRANDS) if (brandLabel.has(b.key)) d.brand.add(b.key, brandLabel.get(b.key));
  for (const b of [...data.brands].sort((a, b) => a.key.localeCompare(b.key))) d.brand.add(b.key, b.label[lang]);
  for (const [key, label] of Object.entries(METALS)) d.metal.add(key, label[lang]);
  for (const k of KARATS) d.metal_karat.add(k, karatLabel(k, lang));
  for (const [key, label] of Object.entries(METAL_COLORS)) d.metal_color.add(key, label[lang]);
  for (const [key, label] of Object.entries(STONES))
    (DIAMOND_VALUES.includes(key) ? d.diamonds : d.stone).add(key, label[lang]);
  const collectionLabel = new Map(data.collections.map((c) => [c.slug, c.label[lang]]));
  for (const c of SEED_COLLECTIONS)
    if (collectionLabel.has(c.slug)) d.collection.add(c.slug, collectionLabel.get(c.slug));
  for (const c of [...data.collections].sort((a, b) => a.slug.localeCompare(b.slug)))
    d.collection.add(c.slug, c.label[lang]);
  for (const [key, label] of Object.entries(CHARM_FAMILIES)) d.charm_family.add(key, label[lang]);
  return d;
}
