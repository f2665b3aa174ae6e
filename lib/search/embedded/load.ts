import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import type { Lang, RegionCode } from "@/lib/i18n/locales";

/** What the indexes of one country read from the store: its visible products, in both languages. */
export type ProductRow = {
  id: number;
  sku: string;
  slug: string;
  brandKey: string;
  type: string;
  nameEn: string;
  nameAr: string;
  metal: string;
  karat: string | null;
  metalColor: string;
  stone: string | null;
  collection: string | null;
  charmFamily: string | null;
  reviewCount: number;
  reviewSum: number;
  position: number;
  createdAt: Date;
  price: number;
  salePrice: number | null;
  currency: string;
};

export type CatalogueData = {
  products: ProductRow[];
  categoryLinks: { productId: number; categoryId: number }[];
  /** product id -> URL of its first image */
  images: Map<number, string>;
  categories: { id: number; slug: string; label: Bilingual; position: number }[];
  brands: { key: string; label: Bilingual }[];
  collections: { slug: string; label: Bilingual }[];
};

export type Bilingual = Record<Lang, string>;

/**
 * Rows as one JSON text: a hundred thousand rows cost seconds through a driver's row-by-row
 * protocol handling (PGlite especially) and a fraction of that as one value that JSON.parse
 * reads natively. Plain PostgreSQL SQL, so PGlite and a server run the same statement; the
 * `::text` cast keeps both drivers from parsing the JSON themselves.
 */
async function jsonRows<T extends unknown[]>(db: Db, columns: SQL, from: SQL, orderBy?: SQL): Promise<T[]> {
  const order = orderBy ? sql` order by ${orderBy}` : sql``;
  const result = await db.execute(
    sql`select coalesce(json_agg(json_build_array(${columns})${order}), '[]')::text as rows ${from}`,
  );
  const [row] = (result as unknown as { rows: { rows: string }[] }).rows;
  return JSON.parse(row?.rows ?? "[]") as T[];
}

type Raw = [
  number,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string | null,
  string,
  string | null,
  string | null,
  string | null,
  number,
  number,
  number,
  number,
  number,
  number | null,
  string,
];

/**
 * Reads the catalogue of one country: only the columns an index needs (no descriptions), only
 * products visible in the country, one image per product. Both languages at once: the two
 * indexes of a country share one read.
 */
export async function loadCatalogue(db: Db, region: RegionCode): Promise<CatalogueData> {
  const p = t.products;
  const rp = t.regionProducts;
  const visible = sql`join ${rp} on ${rp.productId} = ${p.id} and ${rp.region} = ${region} and ${rp.visible}`;
  const raw = await jsonRows<Raw>(
    db,
    sql`${p.id}, ${p.sku}, ${p.slug}, ${p.brandKey}, ${p.type}, ${p.nameEn}, ${p.nameAr}, ${p.metal}, ${p.karat}, ${p.metalColor}, ${p.stone},
      ${p.collectionSlug}, ${p.charmFamily}, ${p.reviewCount}, ${p.reviewSum}, ${p.position}, extract(epoch from ${p.createdAt}) * 1000,
      ${rp.price}, ${rp.salePrice}, ${rp.currency}`,
    sql`from ${p} ${visible}`,
    sql`${p.id}`,
  );
  const links = await jsonRows<[number, number]>(
    db,
    sql`${t.productCategories.productId}, ${t.productCategories.categoryId}`,
    sql`from ${t.productCategories} join ${rp} on ${rp.productId} = ${t.productCategories.productId} and ${rp.region} = ${region} and ${rp.visible}`,
  );
  const images = await jsonRows<[number, string]>(
    db,
    sql`i.product_id, i.url`,
    sql`from (select distinct on (${t.productImages.productId}) ${t.productImages.productId} as product_id, ${t.productImages.url} as url
      from ${t.productImages} order by ${t.productImages.productId}, ${t.productImages.position}) i`,
  );
  const [categories, brands, collections] = await Promise.all([
    db.select().from(t.categories).orderBy(t.categories.position, t.categories.id),
    db.select().from(t.brands),
    db.select().from(t.collections),
  ]);
  return {
    products: raw.map((r) => ({
      id: r[0],
      sku: r[1],
      slug: r[2],
      brandKey: r[3],
      type: r[4],
      nameEn: r[5],
      nameAr: r[6],
      metal: r[7],
      karat: r[8],
      metalColor: r[9],
      stone: r[10],
      collection: r[11],
      charmFamily: r[12],
      reviewCount: r[13],
      reviewSum: r[14],
      position: r[15],
      createdAt: new Date(r[16]),
      price: Number(r[17]),
      salePrice: r[18] === null ? null : Number(r[18]),
      currency: r[19],
    })),
    categoryLinks: links.map(([productId, categoryId]) => ({ productId, categoryId })),
    images: new Map(images),
    categories: categories.map((c) => ({
      id: c.id,
      slug: c.slug,
      label: { en: c.nameEn, ar: c.nameAr },
      position: c.position,
    })),
    brands: brands.map((b) => ({ key: b.key, label: { en: b.nameEn, ar: b.nameAr } })),
    collections: collections.map((c) => ({ slug: c.slug, label: { en: c.nameEn, ar: c.nameAr } })),
  };
}
