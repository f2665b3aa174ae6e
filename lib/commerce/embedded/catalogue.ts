import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import type { Lang, RegionCode } from "@/lib/i18n/locales";
import { PAGE_SIZE } from "@/lib/constants";
import type { CatalogueReads } from "../interface";
import type { Product, ProductPage, ProductQuery, ProductSort } from "../types";
import { loadSummaries, mapCategory, mapLocation, mapProduct } from "./mappers";
import { productPath } from "../product-path";
import { readStoreStock } from "./store-stock";

const effectivePrice = sql`coalesce(${t.regionProducts.salePrice}, ${t.regionProducts.price})`;

function orderBy(sort: ProductSort | undefined): SQL[] {
  switch (sort) {
    case "alpha":
      return [asc(t.products.nameEn)];
    case "price-asc":
      return [asc(effectivePrice), asc(t.products.id)];
    case "price-desc":
      return [desc(effectivePrice), asc(t.products.id)];
    case "new_in":
      return [desc(t.products.createdAt), asc(t.products.id)];
    case "best_seller":
      return [desc(t.products.reviewCount), asc(t.products.id)];
    case "biggest_saving":
      return [
        desc(sql`(${t.regionProducts.price} - ${effectivePrice}) / nullif(${t.regionProducts.price}, 0)`),
        asc(t.products.id),
      ];
    default:
      return [asc(t.products.position), asc(t.products.id)];
  }
}

function filters(region: RegionCode, q: ProductQuery): SQL[] {
  const where: SQL[] = [eq(t.regionProducts.region, region), eq(t.regionProducts.visible, true)];
  const within = <T>(col: Parameters<typeof inArray>[0], values: T[] | undefined) => {
    if (values?.length) where.push(inArray(col, values as string[]));
  };
  within(t.products.brandKey, q.brands);
  within(t.products.type, q.types);
  within(t.products.collectionSlug, q.collections);
  within(t.products.metalColor, q.metalColors);
  within(t.products.karat, q.karats);
  within(t.products.stone, q.stones);
  within(t.products.charmFamily, q.charmFamilies);
  if (q.categories?.length) {
    where.push(
      sql`exists (select 1 from ${t.productCategories} pc join ${t.categories} c on c.id = pc.category_id
        where pc.product_id = ${t.products.id} and c.slug in ${q.categories})`,
    );
  }
  if (q.price) {
    where.push(sql`${effectivePrice} >= ${q.price.min}`);
    if (q.price.max !== null) where.push(sql`${effectivePrice} <= ${q.price.max}`);
  }
  if (q.onSale) where.push(sql`${t.regionProducts.salePrice} is not null`);
  if (q.inStockOnly) {
    where.push(
      sql`exists (select 1 from ${t.inventory} i join ${t.productVariants} v on v.id = i.variant_id
        where v.product_id = ${t.products.id} and i.region = ${region} and i.available_to_sell > 0)`,
    );
  }
  return where;
}

/** SKUs are stored upper-case, so a lookup in any case still uses the unique index. */
export function createCatalogue(db: Db, region: RegionCode): CatalogueReads {
  return {
    async listProducts(query: ProductQuery, lang: Lang): Promise<ProductPage> {
      const limit = Math.min(Math.max(query.limit ?? PAGE_SIZE, 1), 250);
      const rows = await db
        .select({ id: t.products.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(t.products)
        .innerJoin(t.regionProducts, eq(t.regionProducts.productId, t.products.id))
        .where(and(...filters(region, query)))
        .orderBy(...orderBy(query.sort))
        .limit(limit)
        .offset(Math.max(query.offset ?? 0, 0));
      const items = await loadSummaries(
        db,
        region,
        lang,
        rows.map((r) => r.id),
      );
      return { items, total: rows[0]?.total ?? 0 };
    },

    async getProductsByIds(ids: number[], lang: Lang) {
      return loadSummaries(db, region, lang, ids);
    },

    async getProductBySku(sku: string, lang: Lang): Promise<Product | null> {
      const [row] = await db
        .select({ id: t.products.id })
        .from(t.products)
        .innerJoin(t.regionProducts, eq(t.regionProducts.productId, t.products.id))
        .where(
          and(
            eq(t.products.sku, sku.toUpperCase()),
            eq(t.regionProducts.region, region),
            eq(t.regionProducts.visible, true),
          ),
        );
      if (!row) return null;
      return mapProduct(db, region, lang, row.id);
    },

    async getProductPath(sku: string) {
      const [row] = await db
        .select({ slug: t.products.slug, sku: t.products.sku })
        .from(t.products)
        .innerJoin(t.regionProducts, eq(t.regionProducts.productId, t.products.id))
        .where(
          and(
            eq(t.products.sku, sku.toUpperCase()),
            eq(t.regionProducts.region, region),
            eq(t.regionProducts.visible, true),
          ),
        );
      return row ? productPath(row.slug, row.sku) : null;
    },

    async listProductPaths() {
      const rows = await db
        .select({ slug: t.products.slug, sku: t.products.sku, createdAt: t.products.createdAt })
        .from(t.products)
        .innerJoin(t.regionProducts, eq(t.regionProducts.productId, t.products.id))
        .where(and(eq(t.regionProducts.region, region), eq(t.regionProducts.visible, true)))
        .orderBy(asc(t.products.id));
      return rows.map((r) => ({ path: productPath(r.slug, r.sku), createdAt: r.createdAt.toISOString() }));
    },

    async getCategories(lang: Lang) {
      const rows = await db.select().from(t.categories).orderBy(asc(t.categories.position), asc(t.categories.id));
      const slugById = new Map(rows.map((r) => [r.id, r.slug]));
      return rows.map((r) => mapCategory(r, lang, slugById));
    },

    async getStoreLocations(lang: Lang) {
      const rows = await db
        .select()
        .from(t.storeLocations)
        .where(eq(t.storeLocations.region, region))
        .orderBy(asc(t.storeLocations.position), asc(t.storeLocations.id));
      return rows.map((r) => mapLocation(r, lang));
    },

    getStoreStock: (variantIds: number[], lang: Lang) => readStoreStock(db, region, variantIds, lang),
  };
}
