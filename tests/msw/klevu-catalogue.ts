import { productPath } from "@/lib/commerce/product-path";
import { savingPercent } from "@/lib/money";
import { DIAMOND_VALUES } from "@/lib/search/facets";
import type { CatalogueData } from "@/lib/search/embedded/load";
import type { IndexedRecord } from "./klevu-engine";

/**
 * A country's Klevu index as the retailer's catalogue feed would fill it, from the embedded
 * store's seeded catalogue: one record per product (id = the store's product id), both names,
 * prices as strings, slugs in the facet attributes, diamonds apart from the other stones.
 */
export function indexedRecords(data: CatalogueData, origin: string): IndexedRecord[] {
  const categorySlug = new Map(data.categories.map((c) => [c.id, c.slug]));
  const categories = new Map<number, string[]>();
  for (const link of data.categoryLinks) {
    const slug = categorySlug.get(link.categoryId);
    if (slug) categories.set(link.productId, [...(categories.get(link.productId) ?? []), slug]);
  }
  return data.products.map((p) => {
    const diamond = p.stone !== null && DIAMOND_VALUES.includes(p.stone);
    const selling = p.salePrice ?? p.price;
    const attributes = {
      type: p.type,
      metal: p.metal,
      metal_karat: p.karat ?? "",
      metal_color: p.metalColor,
      diamonds: diamond ? p.stone! : "",
      stone: !diamond && p.stone ? p.stone : "",
      collection: p.collection ?? "",
      charm_family: p.charmFamily ?? "",
    };
    return {
      id: String(p.id),
      itemGroupId: String(p.id),
      sku: p.sku,
      name: p.nameEn,
      name_ar: p.nameAr,
      url: `${origin}/p/${productPath(p.slug, p.sku)}`,
      imageUrl: data.images.get(p.id) ?? "",
      price: String(p.price),
      salePrice: String(selling),
      currency: p.currency,
      brand: p.brandKey,
      category: (categories.get(p.id) ?? []).join(";;"),
      date_created: p.createdAt.toISOString(),
      salePercentage: p.salePrice === null ? 0 : savingPercent(p.price, p.salePrice),
      // Klevu drops empty attributes: a product without a stone has no `stone`.
      ...Object.fromEntries(Object.entries(attributes).filter(([, v]) => v !== "")),
    };
  });
}
