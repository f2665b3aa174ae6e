import type { Lang } from "@/lib/i18n/locales";
import { productPath } from "../product-path";
import type { Category, CustomField, Image, Product, ProductSummary, ProductVariant } from "../types";
import type { BcImage, BcProduct, BcProductCard, BcVariant } from "./catalogue-documents";

/**
 * BigCommerce's Storefront shapes onto our catalogue types (ADR 0021). A store is single-language:
 * the store's texts are English; Arabic ones are product metafields of the translation namespace
 * (`name`, `description`, or a custom field's name), the English text standing in where one is
 * missing. Our facets (type, metal, karat, ...) are product custom fields of those names.
 */

const nodes = <T>(c: { edges: { node: T }[] | null } | null | undefined): T[] => c?.edges?.map((e) => e.node) ?? [];

/** The last segment of a BigCommerce path: `/rings/solitaire-ring/` -> `solitaire-ring`. */
export function lastSegment(path: string): string {
  return path.split("/").filter(Boolean).at(-1) ?? "";
}

const fieldKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

type Texts = { field: (name: string) => string | null; text: (key: string, english: string) => string };

function textsOf(p: BcProductCard, lang: Lang): Texts {
  const fields = new Map(nodes(p.customFields).map((f) => [fieldKey(f.name), f.value]));
  const arabic =
    lang === "ar" ? new Map(nodes(p.metafields).map((m) => [fieldKey(m.key), m.value])) : new Map<string, string>();
  const text = (key: string, english: string) => arabic.get(fieldKey(key)) || english;
  return {
    field: (name) => {
      const english = fields.get(fieldKey(name));
      return english ? text(name, english) : null;
    },
    text,
  };
}

const mapImage = (image: BcImage): Image => ({ url: image.url, altText: image.altText });

/** `null` when the store has no prices in this country's currency (the product is not sold here). */
export function mapSummary(p: BcProductCard, lang: Lang): ProductSummary | null {
  if (!p.prices) return null;
  const { field, text } = textsOf(p, lang);
  const slug = lastSegment(p.path);
  const categories = nodes(p.categories);
  const images = nodes(p.images).map(mapImage);
  const { price, salePrice, basePrice } = p.prices;
  return {
    id: String(p.entityId),
    entityId: p.entityId,
    sku: p.sku,
    path: productPath(slug, p.sku),
    name: text("name", p.name),
    brand: { key: field("brand_key") ?? lastSegment(p.brand?.path ?? ""), name: text("brand", p.brand?.name ?? "") },
    defaultImage: p.defaultImage ? mapImage(p.defaultImage) : (images[0] ?? null),
    images,
    prices: {
      price,
      salePrice: salePrice && salePrice.value < (basePrice ?? price).value ? salePrice : null,
      basePrice: basePrice ?? price,
    },
    inventory: {
      isInStock: p.inventory.isInStock,
      hasVariantInventory: p.inventory.hasVariantInventory,
      // No aggregate: the store does not count this piece's stock (or hides the figure); buyable while isInStock.
      aggregated: {
        availableToSell: p.inventory.aggregated?.availableToSell ?? null,
        warningLevel: p.inventory.aggregated?.warningLevel ?? 0,
      },
    },
    reviewSummary: {
      summationOfRatings: p.reviewSummary.summationOfRatings,
      numberOfReviews: p.reviewSummary.numberOfReviews,
    },
    type: field("type") ?? lastSegment(categories[0]?.path ?? ""),
    metal: field("metal") ?? "",
    karat: field("karat"),
    metalColor: field("metal_color") ?? "",
    stone: field("stone"),
    collection: field("collection"),
    charmFamily: field("charm_family"),
    // The Storefront API's createdAt is an alpha field: the date comes from a custom field when the store keeps one.
    createdAt: field("created_at") ?? "",
  };
}

function mapVariant(v: BcVariant): ProductVariant {
  // A null aggregate is stock not counted, never 0 left; without any inventory the variant is not sold.
  const units = v.inventory ? (v.inventory.aggregated?.availableToSell ?? null) : 0;
  return {
    entityId: v.entityId,
    sku: v.sku,
    options: nodes(v.productOptions).flatMap((o) =>
      nodes(o.values).map((value) => ({ name: o.displayName, value: value.label })),
    ),
    inventory: { isInStock: v.inventory?.isInStock ?? false, availableToSell: units },
  };
}

export function mapProduct(p: BcProduct, lang: Lang): Product | null {
  const summary = mapSummary(p, lang);
  if (!summary) return null;
  const { text } = textsOf(p, lang);
  const description = text("description", p.description);
  const customFields: CustomField[] = nodes(p.customFields).map((f) => ({
    entityId: f.entityId,
    name: f.name,
    value: text(f.name, f.value),
  }));
  return {
    ...summary,
    description,
    plainTextDescription: description === p.description ? p.plainTextDescription : description.replace(/<[^>]+>/g, ""),
    customFields,
    categories: nodes(p.categories).map((c) => ({ slug: lastSegment(c.path), name: c.name })),
    variants: nodes(p.variants).map(mapVariant),
    // The snapshot's relatedProducts is not served by every store's channel; pages fall back to their rails.
    relatedProducts: [],
  };
}

/** The categories the products sit in, parents from the category paths (`/jewellery/rings/`). */
export function categoriesOf(products: BcProductCard[]): Category[] {
  const byId = new Map<number, Category>();
  for (const c of products.flatMap((p) => nodes(p.categories))) {
    if (byId.has(c.entityId)) continue;
    const segments = c.path.split("/").filter(Boolean);
    byId.set(c.entityId, {
      id: c.entityId,
      slug: segments.at(-1) ?? "",
      name: c.name,
      parentSlug: segments.at(-2) ?? null,
    });
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
