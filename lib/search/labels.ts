import type { Lang } from "@/lib/i18n/locales";
import {
  CHARM_FAMILIES,
  METAL_COLORS,
  METALS,
  SEED_BRANDS,
  SEED_CATEGORIES,
  SEED_COLLECTIONS,
  STONES,
  type Bilingual,
} from "@/lib/db/seed/taxonomy";
import type { ValueFacet } from "./facets";

/**
 * Labels of facet values (slugs) in a language, from the catalogue's vocabulary. The embedded
 * index labels categories, brands and collections from its database rows; the hosted service
 * (Klevu) indexes slugs, so its adapter labels every value here.
 */

/** "18K" / "عيار 18". */
export function karatLabel(karat: string, lang: Lang): string {
  const n = karat.replace(/k$/i, "");
  return lang === "ar" ? `عيار ${n}` : `${n}K`;
}

/** A value the vocabulary does not know: its slug in words ("evil-eye" -> "Evil Eye"). */
export function titleCase(slug: string): string {
  return slug.replace(/[-_]+/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
}

const categories = new Map(SEED_CATEGORIES.map((c) => [c.slug, c.name]));
const VOCABULARY: Record<Exclude<ValueFacet, "metal_karat">, ReadonlyMap<string, Bilingual>> = {
  category: categories,
  // Types are category slugs (products.type), labelled like their category.
  type: categories,
  brand: new Map(SEED_BRANDS.map((b) => [b.key, b.name])),
  metal: new Map(Object.entries(METALS)),
  metal_color: new Map(Object.entries(METAL_COLORS)),
  diamonds: new Map(Object.entries(STONES)),
  stone: new Map(Object.entries(STONES)),
  collection: new Map(SEED_COLLECTIONS.map((c) => [c.slug, c.name])),
  charm_family: new Map(Object.entries(CHARM_FAMILIES)),
};

export function facetValueLabel(facet: ValueFacet, value: string, lang: Lang): string {
  if (facet === "metal_karat") return karatLabel(value, lang);
  return VOCABULARY[facet].get(value)?.[lang] ?? titleCase(value);
}
