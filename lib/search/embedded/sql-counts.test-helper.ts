import { and, eq, gte, inArray, lte, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import type { RegionCode } from "@/lib/i18n/locales";
import type { FacetName } from "../types";

/**
 * Direct database counts for the integration tests, written independently of the engine:
 * its own Multicolored expansion, its own price clamping, plain SQL joins. PGlite and
 * PostgreSQL alike (no engine-specific SQL).
 */
export type SqlSpec = {
  brands: string[];
  categoryPath?: string[];
  /** Path price range, already clamped. */
  price?: [number, number];
  filters?: Partial<Record<Exclude<FacetName, "price">, string[]>>;
  /** Selected price bands, already clamped. */
  bands?: [number, number][];
};

const MULTI = ["yellow-white", "yellow-rose", "white-rose", "yellow-white-rose"];
const DIAMONDS = ["diamond", "lab-grown-diamond"];
const effective = sql`coalesce(${t.regionProducts.salePrice}, ${t.regionProducts.price})`;

const COLUMN = {
  type: t.products.type,
  brand: t.products.brandKey,
  metal: t.products.metal,
  metal_karat: t.products.karat,
  metal_color: t.products.metalColor,
  diamonds: t.products.stone,
  stone: t.products.stone,
  collection: t.products.collectionSlug,
  charm_family: t.products.charmFamily,
} as const;

function inCategories(slugs: string[]): SQL {
  return sql`exists (select 1 from ${t.productCategories} join ${t.categories} on ${t.categories.id} = ${t.productCategories.categoryId}
    where ${t.productCategories.productId} = ${t.products.id} and ${inArray(t.categories.slug, slugs)})`;
}

function priceIn(ranges: [number, number][]): SQL {
  return or(...ranges.map(([lo, hi]) => and(gte(effective, lo), lte(effective, hi))))!;
}

export function conditions(region: RegionCode, spec: SqlSpec, skip?: FacetName): SQL[] {
  const out: SQL[] = [
    eq(t.regionProducts.region, region),
    eq(t.regionProducts.visible, true),
    inArray(t.products.brandKey, spec.brands),
  ];
  for (const slug of spec.categoryPath ?? []) out.push(inCategories([slug]));
  if (spec.price) out.push(priceIn([spec.price]));
  if (spec.bands && skip !== "price") out.push(priceIn(spec.bands));
  for (const [facet, values] of Object.entries(spec.filters ?? {}) as [Exclude<FacetName, "price">, string[]][]) {
    if (facet === skip || values.length === 0) continue;
    if (facet === "category") out.push(inCategories(values));
    else
      out.push(
        inArray(
          COLUMN[facet],
          facet === "metal_color" ? values.flatMap((v) => (v === "multicolored" ? MULTI : [v])) : values,
        ),
      );
  }
  return out;
}

const from = (db: Db) => (fields: Record<string, SQL | AnyPgColumn>) =>
  db
    .select(fields as never)
    .from(t.products)
    .innerJoin(t.regionProducts, eq(t.regionProducts.productId, t.products.id));

export async function sqlTotal(db: Db, region: RegionCode, spec: SqlSpec): Promise<number> {
  const [row] = (await from(db)({ n: sql<number>`count(*)`.mapWith(Number) }).where(
    and(...conditions(region, spec)),
  )) as { n: number }[];
  return row!.n;
}

/** value -> count for one facet, ignoring that facet's own selection (disjunctive). */
export async function sqlFacet(
  db: Db,
  region: RegionCode,
  spec: SqlSpec,
  facet: FacetName,
  bands: [number, number][],
): Promise<Map<string, number>> {
  const where = conditions(region, spec, facet);
  const n = sql<number>`count(*)`.mapWith(Number);
  if (facet === "price") {
    const out = new Map<string, number>();
    for (const [lo, hi] of bands) {
      const [row] = (await from(db)({ n }).where(and(...where, priceIn([[lo, hi]])))) as { n: number }[];
      out.set(`${lo}-${hi}`, row!.n);
    }
    return out;
  }
  if (facet === "category") {
    const rows = await db
      .select({ value: t.categories.slug, n })
      .from(t.products)
      .innerJoin(t.regionProducts, eq(t.regionProducts.productId, t.products.id))
      .innerJoin(t.productCategories, eq(t.productCategories.productId, t.products.id))
      .innerJoin(t.categories, eq(t.categories.id, t.productCategories.categoryId))
      .where(and(...where))
      .groupBy(t.categories.slug);
    return new Map(rows.map((r) => [r.value, r.n]));
  }
  const column = COLUMN[facet];
  const scope =
    facet === "diamonds"
      ? inArray(column, DIAMONDS)
      : facet === "stone"
        ? notInArray(column, DIAMONDS)
        : sql`${column} is not null`;
  const rows = (await from(db)({ value: column, n })
    .where(and(...where, scope))
    .groupBy(column)) as { value: string; n: number }[];
  return new Map(rows.map((r) => [r.value, r.n]));
}
