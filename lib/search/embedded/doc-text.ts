import type { Lang } from "@/lib/i18n/locales";
import { PRODUCT_TYPES, type ProductType } from "@/lib/db/seed/taxonomy";
import type { Dictionaries } from "./dictionaries";
import type { ProductRow } from "./load";
import type { TextIndexBuilder } from "./text-index";
import { WEIGHT } from "./text-index";

/** Words shoppers add to a karat ("18k", "18 karat", "عيار 18"), indexed with it. */
const KARAT_WORDS = "karat عيار قيراط";

export type DocTextContext = {
  lang: Lang;
  dicts: Dictionaries;
  /** The same facet labels in the other language. */
  other: Dictionaries;
  catOffsets: Int32Array;
  catCodes: Int16Array;
};

function typeNouns(type: string): string {
  const noun = PRODUCT_TYPES[type as ProductType]?.noun;
  return noun ? `${noun.en} ${noun.ar}` : "";
}

/**
 * The searchable text of one product: its name (strongest), the labels a shopper browses by
 * (brand, type, categories, collection), then attributes (stone, colour, metal, charm, karat
 * words, SKU). The attribute layer also carries the English slugs and the other language's
 * labels, so "ring" on an Arabic page and "خاتم" on an English one still find rings. Labels
 * are joined into one string per doc: products share few combinations, so the builder
 * normalises each combination once.
 */
export function indexDocText(
  text: TextIndexBuilder,
  ctx: DocTextContext,
  d: number,
  r: ProductRow,
  name: string,
): void {
  const { dicts, other } = ctx;
  const stoneFacet = r.stone && dicts.diamonds.code(r.stone) !== undefined ? "diamonds" : "stone";
  const categories: string[] = [];
  for (let p = ctx.catOffsets[d]!; p < ctx.catOffsets[d + 1]!; p++)
    categories.push(dicts.category.values[ctx.catCodes[p]!]!);
  const labels = [
    dicts.brand.label(r.brandKey),
    dicts.type.label(r.type),
    ...categories.map((c) => dicts.category.label(c)),
    r.collection && dicts.collection.label(r.collection),
  ];
  const attributes = [
    r.stone && dicts[stoneFacet].label(r.stone),
    dicts.metal_color.label(r.metalColor),
    dicts.metal.label(r.metal),
    r.charmFamily && dicts.charm_family.label(r.charmFamily),
    r.karat && `${r.karat} ${r.karat.replace(/k$/i, "")} ${KARAT_WORDS}`,
    // The other language, and slugs.
    other.brand.label(r.brandKey),
    typeNouns(r.type),
    ...categories.map((c) => other.category.label(c)),
    r.collection && other.collection.label(r.collection),
    r.stone && other[stoneFacet].label(r.stone),
    other.metal_color.label(r.metalColor),
    other.metal.label(r.metal),
    r.charmFamily && other.charm_family.label(r.charmFamily),
    [r.type, r.metal, r.metalColor, r.stone, r.collection, r.brandKey, r.charmFamily, ...categories]
      .filter(Boolean)
      .join(" "),
  ];
  text.begin(d);
  text.text(name, WEIGHT.name);
  text.label(labels.filter(Boolean).join(" "), WEIGHT.label);
  text.label(attributes.filter(Boolean).join(" "), WEIGHT.attribute);
  text.unique(r.sku, WEIGHT.attribute);
  text.term(r.sku.toLowerCase().replace(/[^a-z0-9]/g, ""), WEIGHT.attribute);
}
