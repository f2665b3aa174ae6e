import { LOCALES, localeOf, type Lang, type RegionCode } from "@/lib/i18n/locales";
import { savingPercent } from "@/lib/money";
import { DIAMOND_VALUES } from "../facets";
import { karatLabel } from "../labels";
import { createDictionaries } from "./dictionaries";
import { indexDocText } from "./doc-text";
import { priceBandMask } from "./facet-counts";
import type { CatalogueData } from "./load";
import { SINGLE_FACETS, type EmbeddedIndex, type SingleFacet } from "./model";
import { buildOrders } from "./orders";
import { SuggestIndexBuilder } from "./suggest-index";
import { TextIndexBuilder } from "./text-index";

/** Builds the in-memory index of one country and language from its catalogue rows. */
export function buildIndex(data: CatalogueData, region: RegionCode, lang: Lang, version: string): EmbeddedIndex {
  const rows = data.products;
  const n = rows.length;
  const dicts = createDictionaries(data, lang);
  const columns = Object.fromEntries(SINGLE_FACETS.map((f) => [f, new Int16Array(n).fill(-1)])) as Record<
    SingleFacet,
    Int16Array
  >;
  const docOf = new Map<number, number>();
  rows.forEach((r, d) => docOf.set(r.id, d));

  // Category links, grouped per doc (CSR layout).
  const slugOf = new Map(data.categories.map((c) => [c.id, c.slug]));
  const perDoc: number[][] = Array.from({ length: n }, () => []);
  for (const link of data.categoryLinks) {
    const d = docOf.get(link.productId);
    const slug = slugOf.get(link.categoryId);
    if (d !== undefined && slug !== undefined) perDoc[d]!.push(dicts.category.add(slug));
  }
  const catOffsets = new Int32Array(n + 1);
  perDoc.forEach((codes, d) => (catOffsets[d + 1] = catOffsets[d]! + codes.length));
  const catCodes = new Int16Array(catOffsets[n]!);
  perDoc.forEach((codes, d) =>
    catCodes.set(
      codes.sort((a, b) => a - b),
      catOffsets[d]!,
    ),
  );

  const ix = {
    ids: new Int32Array(n),
    price: new Float64Array(n),
    basePrice: new Float64Array(n),
    salePrice: new Float64Array(n),
    salePercent: new Float32Array(n),
    priceBands: new Uint8Array(n),
    created: new Float64Array(n),
    reviewCount: new Int32Array(n),
    reviewSum: new Int32Array(n),
    position: new Int32Array(n),
  };
  const text = new TextIndexBuilder();
  const suggest = new SuggestIndexBuilder(n);

  const names = rows.map((r) => (lang === "ar" ? r.nameAr : r.nameEn));
  const textContext = {
    lang,
    dicts,
    other: createDictionaries(data, lang === "ar" ? "en" : "ar"),
    catOffsets,
    catCodes,
  };
  rows.forEach((r, d) => {
    const name = names[d]!;
    ix.ids[d] = r.id;
    ix.price[d] = r.salePrice ?? r.price;
    ix.basePrice[d] = r.price;
    ix.salePrice[d] = r.salePrice ?? Number.NaN;
    ix.salePercent[d] = r.salePrice === null ? 0 : savingPercent(r.price, r.salePrice);
    ix.priceBands[d] = priceBandMask(ix.price[d]!);
    ix.created[d] = r.createdAt.getTime();
    ix.reviewCount[d] = r.reviewCount;
    ix.reviewSum[d] = r.reviewSum;
    ix.position[d] = r.position;
    const diamond = r.stone !== null && DIAMOND_VALUES.includes(r.stone);
    const brand = (columns.brand[d] = dicts.brand.add(r.brandKey));
    columns.type[d] = dicts.type.add(r.type);
    columns.metal[d] = dicts.metal.add(r.metal);
    if (r.karat) columns.metal_karat[d] = dicts.metal_karat.add(r.karat, karatLabel(r.karat, lang));
    columns.metal_color[d] = dicts.metal_color.add(r.metalColor);
    if (r.stone) columns[diamond ? "diamonds" : "stone"][d] = dicts[diamond ? "diamonds" : "stone"].add(r.stone);
    if (r.collection) columns.collection[d] = dicts.collection.add(r.collection);
    if (r.charmFamily) columns.charm_family[d] = dicts.charm_family.add(r.charmFamily);

    indexDocText(text, textContext, d, r, name);

    suggest.name(d, name, brand);
    suggest.label(dicts.type.labels[columns.type[d]!]!, 0, brand);
    for (let p = catOffsets[d]!; p < catOffsets[d + 1]!; p++)
      suggest.label(dicts.category.labels[catCodes[p]!]!, 1, brand);
    if (r.collection) suggest.label(dicts.collection.labels[columns.collection[d]!]!, 2, brand);
    suggest.label(dicts.brand.labels[brand]!, 3, brand);
  });

  const fields = { n, names, ...ix };
  return {
    region,
    lang,
    currency: rows[0]?.currency ?? LOCALES[localeOf(lang, region)].currency,
    version,
    builtAt: Date.now(),
    ...fields,
    docOf,
    skus: rows.map((r) => r.sku),
    slugs: rows.map((r) => r.slug),
    images: rows.map((r) => data.images.get(r.id) ?? null),
    dicts,
    columns,
    catOffsets,
    catCodes,
    orders: buildOrders(fields, lang),
    text: text.finish(),
    suggest: suggest.finish(),
    scratch: {
      matched: new Uint8Array(n),
      hits: new Uint8Array(n),
      scores: new Int32Array(n),
      all: new Int32Array(n),
      oneDocs: new Int32Array(n),
      oneFacets: new Uint8Array(n),
    },
  };
}
