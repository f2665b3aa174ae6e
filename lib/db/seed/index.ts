import { sql } from "drizzle-orm";
import type { Db } from "../client";
import * as t from "../schema";
import { storeLocationRows } from "./locations";
import { promotionRows } from "./promotions";
import { buildProduct, type ProductRows } from "./product";
import { drawProfile } from "./profile";
import { createRelatedIndex, indexProfile, relatedRows } from "./related";
import { CATEGORY_ID, SEED_BRANDS, SEED_CATEGORIES, SEED_COLLECTIONS } from "./taxonomy";
import {
  clearCatalogue,
  hasProducts,
  insertBatched,
  readSeedMark,
  syncSequences,
  writeSeedMark,
  type Tx,
} from "./write";

/** Bump when the generator changes, so databases built by an older one are recognised. */
export const SEED_VERSION = 5;
export const MAX_SEED_PRODUCTS = 100_000;
/** Products generated and inserted together: bounds memory whatever the catalogue size. */
const CHUNK = 500;

export type SeedOptions = {
  products: number;
  /**
   * Rebuild even when the database already holds this seed, and replace products that no seed
   * wrote. (Another seed, e.g. another product count or generator version, is always replaced.)
   */
  force?: boolean;
  /** Called after each chunk of products (and of related products) is written. */
  onProgress?: (step: "products" | "related", done: number, total: number) => void;
};

export type SeedResult =
  | { skipped: true; seed: string }
  | { skipped: false; seed: string; replaced: string | null; rows: Record<string, number> };

/** The database holds products that no seed wrote, and `force` was not given. */
export class SeedConflictError extends Error {
  constructor(wanted: string) {
    super(`The database holds products without a seed mark; seed with force to replace them with "${wanted}".`);
    this.name = "SeedConflictError";
  }
}

export function seedMark(products: number): string {
  return `lumina-seed v${SEED_VERSION}; products=${products}`;
}

async function writeTaxonomy(tx: Tx, rows: Record<string, number>) {
  rows.brands = await insertBatched(
    tx,
    t.brands,
    SEED_BRANDS.map((b) => ({ key: b.key, nameEn: b.name.en, nameAr: b.name.ar, parentKey: b.parentKey })),
  );
  rows.categories = await insertBatched(
    tx,
    t.categories,
    SEED_CATEGORIES.map((c, i) => ({
      id: i + 1,
      slug: c.slug,
      nameEn: c.name.en,
      nameAr: c.name.ar,
      parentId: c.parent ? (CATEGORY_ID.get(c.parent) ?? null) : null,
      position: i + 1,
    })),
  );
  rows.collections = await insertBatched(
    tx,
    t.collections,
    SEED_COLLECTIONS.map((c) => ({ slug: c.slug, nameEn: c.name.en, nameAr: c.name.ar, brandKey: c.brand })),
  );
  rows.store_locations = await insertBatched(tx, t.storeLocations, storeLocationRows());
  // Truncating the categories takes the promotions (a code may name a category) and their uses.
  rows.promotions = await insertBatched(tx, t.promotions, promotionRows());
}

async function writeProductChunk(tx: Tx, chunk: ProductRows[], rows: Record<string, number>) {
  const add = (name: string, n: number) => (rows[name] = (rows[name] ?? 0) + n);
  add(
    "products",
    await insertBatched(
      tx,
      t.products,
      chunk.map((c) => c.product),
    ),
  );
  add(
    "product_categories",
    await insertBatched(
      tx,
      t.productCategories,
      chunk.flatMap((c) => c.categories),
    ),
  );
  add(
    "product_images",
    await insertBatched(
      tx,
      t.productImages,
      chunk.flatMap((c) => c.images),
    ),
  );
  add(
    "product_variants",
    await insertBatched(
      tx,
      t.productVariants,
      chunk.flatMap((c) => c.variants),
    ),
  );
  add(
    "region_products",
    await insertBatched(
      tx,
      t.regionProducts,
      chunk.flatMap((c) => c.regionProducts),
    ),
  );
  add(
    "inventory",
    await insertBatched(
      tx,
      t.inventory,
      chunk.flatMap((c) => c.inventory),
    ),
  );
  add(
    "store_stock",
    await insertBatched(
      tx,
      t.storeStock,
      chunk.flatMap((c) => c.storeStock),
    ),
  );
}

/**
 * Builds the embedded store's catalogue: brands, categories, collections, products with names,
 * descriptions, images, variants, per-country prices and stock, related products, store
 * locations. Deterministic: the same product count always writes the same rows. Everything is
 * written in one transaction, the seed mark last, so a database is either fully seeded or not.
 *
 * Same seed already there: skipped (unless `force`). Another seed (other count, older generator):
 * replaced, so start-up scripts follow generator changes. Products without a seed mark: refused
 * (SeedConflictError) unless `force`. Replacing truncates the catalogue tables with CASCADE.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  const total = options.products;
  if (!Number.isInteger(total) || total < 1 || total > MAX_SEED_PRODUCTS) {
    throw new RangeError(`products must be an integer from 1 to ${MAX_SEED_PRODUCTS}, got ${total}`);
  }
  const seed = seedMark(total);
  const found = await readSeedMark(db);
  if (found === seed && !options.force) {
    await analyzeIfNeverDone(db);
    return { skipped: true, seed };
  }
  if (found === null && !options.force && (await hasProducts(db))) throw new SeedConflictError(seed);
  const replace = options.force || found !== null;

  const rows: Record<string, number> = {};
  await db.transaction(async (tx) => {
    if (replace) await clearCatalogue(tx);
    await writeTaxonomy(tx, rows);

    const related = createRelatedIndex();
    for (let i = 0; i < total; i++) indexProfile(related, drawProfile(i));

    let nextVariantId = 1;
    for (let start = 0; start < total; start += CHUNK) {
      const chunk: ProductRows[] = [];
      for (let i = start; i < Math.min(start + CHUNK, total); i++) {
        const built = buildProduct(i, total, nextVariantId);
        nextVariantId += built.variants.length;
        chunk.push(built);
      }
      await writeProductChunk(tx, chunk, rows);
      options.onProgress?.("products", Math.min(start + CHUNK, total), total);
    }
    // Related rows point both ways, so they go in once every product exists.
    rows.related_products = 0;
    for (let start = 0; start < total; start += CHUNK * 4) {
      const batch = [];
      for (let i = start; i < Math.min(start + CHUNK * 4, total); i++) batch.push(...relatedRows(related, i));
      rows.related_products += await insertBatched(tx, t.relatedProducts, batch);
      options.onProgress?.("related", Math.min(start + CHUNK * 4, total), total);
    }
    await syncSequences(tx);
    await writeSeedMark(tx, seed);
  });
  // Planner statistics for the new catalogue. PGlite runs no autovacuum, so without this every
  // join guesses its sizes: a cart's lines were read by walking the whole country's catalogue.
  await db.execute(sql`analyze`);
  return { skipped: false, seed, replaced: found, rows };
}

/** A store seeded before statistics were gathered at seed time gets them once. */
async function analyzeIfNeverDone(db: Db) {
  const { rows } = (await db.execute(
    sql`select 1 from pg_stats where tablename = 'products' and schemaname = current_schema() limit 1`,
  )) as unknown as { rows: unknown[] };
  if (rows.length === 0) await db.execute(sql`analyze`);
}

export { CHARM_FAMILIES, METAL_COLORS, PRODUCT_TYPES, RING_SIZES, STONES } from "./taxonomy";
