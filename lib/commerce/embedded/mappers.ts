import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import type { Lang, RegionCode } from "@/lib/i18n/locales";
import { productPath } from "../product-path";
import type { Category, Image, Product, ProductSummary, StoreLocation } from "../types";

type Localized<K extends string> = { [P in `${K}En` | `${K}Ar`]: string };
const pick = <K extends string>(row: Localized<K>, key: K, lang: Lang): string =>
  row[`${key}${lang === "ar" ? "Ar" : "En"}` as `${K}En`];

/** Summaries in the order of `ids`, with prices, stock and images of this country's store. */
export async function loadSummaries(db: Db, region: RegionCode, lang: Lang, ids: number[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const [rows, images, stock] = await Promise.all([
    db
      .select({ p: t.products, rp: t.regionProducts, b: t.brands })
      .from(t.products)
      .innerJoin(
        t.regionProducts,
        and(eq(t.regionProducts.productId, t.products.id), eq(t.regionProducts.region, region)),
      )
      .innerJoin(t.brands, eq(t.brands.key, t.products.brandKey))
      .where(and(inArray(t.products.id, ids), eq(t.regionProducts.visible, true))),
    db
      .select()
      .from(t.productImages)
      .where(inArray(t.productImages.productId, ids))
      .orderBy(asc(t.productImages.productId), asc(t.productImages.position)),
    db
      .select({
        productId: t.productVariants.productId,
        variants: sql<number>`count(*)`.mapWith(Number),
        available: sql<number>`coalesce(sum(${t.inventory.availableToSell}), 0)`.mapWith(Number),
        warning: sql<number>`coalesce(max(${t.inventory.warningLevel}), 0)`.mapWith(Number),
      })
      .from(t.productVariants)
      .leftJoin(t.inventory, and(eq(t.inventory.variantId, t.productVariants.id), eq(t.inventory.region, region)))
      .where(inArray(t.productVariants.productId, ids))
      .groupBy(t.productVariants.productId),
  ]);
  const imagesOf = new Map<number, Image[]>();
  for (const img of images) {
    const list = imagesOf.get(img.productId) ?? [];
    list.push({ url: img.url, altText: lang === "ar" ? img.altAr : img.altEn });
    imagesOf.set(img.productId, list);
  }
  const stockOf = new Map(stock.map((s) => [s.productId, s]));
  const byId = new Map<number, ProductSummary>();
  for (const { p, rp, b } of rows) {
    const s = stockOf.get(p.id);
    const money = (value: number) => ({ value, currencyCode: rp.currency });
    const imgs = imagesOf.get(p.id) ?? [];
    byId.set(p.id, {
      id: String(p.id),
      entityId: p.id,
      sku: p.sku,
      path: productPath(p.slug, p.sku),
      name: pick(p, "name", lang),
      brand: { key: b.key, name: pick(b, "name", lang) },
      defaultImage: imgs[0] ?? null,
      images: imgs,
      prices: {
        price: money(rp.salePrice ?? rp.price),
        salePrice: rp.salePrice === null ? null : money(rp.salePrice),
        basePrice: money(rp.price),
      },
      inventory: {
        isInStock: (s?.available ?? 0) > 0,
        hasVariantInventory: (s?.variants ?? 0) > 1,
        aggregated: { availableToSell: s?.available ?? 0, warningLevel: s?.warning ?? 0 },
      },
      reviewSummary: { summationOfRatings: p.reviewSum, numberOfReviews: p.reviewCount },
      type: p.type,
      metal: p.metal,
      karat: p.karat,
      metalColor: p.metalColor,
      stone: p.stone,
      collection: p.collectionSlug,
      charmFamily: p.charmFamily,
      createdAt: p.createdAt.toISOString(),
    });
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function mapProduct(db: Db, region: RegionCode, lang: Lang, id: number): Promise<Product | null> {
  const [summary] = await loadSummaries(db, region, lang, [id]);
  if (!summary) return null;
  const [[p], cats, variants, related] = await Promise.all([
    db.select().from(t.products).where(eq(t.products.id, id)),
    db
      .select({ slug: t.categories.slug, nameEn: t.categories.nameEn, nameAr: t.categories.nameAr })
      .from(t.productCategories)
      .innerJoin(t.categories, eq(t.categories.id, t.productCategories.categoryId))
      .where(eq(t.productCategories.productId, id))
      .orderBy(asc(t.categories.position)),
    db
      .select({ v: t.productVariants, available: t.inventory.availableToSell })
      .from(t.productVariants)
      .leftJoin(t.inventory, and(eq(t.inventory.variantId, t.productVariants.id), eq(t.inventory.region, region)))
      .where(eq(t.productVariants.productId, id))
      .orderBy(asc(t.productVariants.id)),
    db
      .select({ id: t.relatedProducts.relatedId })
      .from(t.relatedProducts)
      .where(eq(t.relatedProducts.productId, id))
      .orderBy(asc(t.relatedProducts.position)),
  ]);
  if (!p) return null;
  const description = pick(p, "description", lang);
  return {
    ...summary,
    description,
    plainTextDescription: description.replace(/<[^>]+>/g, ""),
    customFields: p.customFields.map((f, i) => ({
      entityId: i + 1,
      name: f.name,
      value: lang === "ar" ? f.valueAr : f.valueEn,
    })),
    categories: cats.map((c) => ({ slug: c.slug, name: pick(c, "name", lang) })),
    variants: variants.map(({ v, available }) => ({
      entityId: v.id,
      sku: v.sku,
      options: v.optionName && v.optionValue ? [{ name: v.optionName, value: v.optionValue }] : [],
      inventory: { isInStock: (available ?? 0) > 0, availableToSell: available ?? 0 },
    })),
    relatedProducts: await loadSummaries(
      db,
      region,
      lang,
      related.map((r) => r.id),
    ),
  };
}

export function mapCategory(
  row: typeof t.categories.$inferSelect,
  lang: Lang,
  slugById: Map<number, string>,
): Category {
  return {
    id: row.id,
    slug: row.slug,
    name: pick(row, "name", lang),
    parentSlug: row.parentId === null ? null : (slugById.get(row.parentId) ?? null),
  };
}

export function mapLocation(row: typeof t.storeLocations.$inferSelect, lang: Lang): StoreLocation {
  return {
    id: row.id,
    name: pick(row, "name", lang),
    city: pick(row, "city", lang),
    address: pick(row, "address", lang),
    phone: row.phone,
    hours: pick(row, "hours", lang),
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
