import { eq, getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client";
import * as t from "../schema";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Rows per INSERT statement: large enough to amortise a round trip, small enough to stay light. */
const MAX_ROWS = 2000;

/**
 * A SQL literal. The seed writes only values it generated itself (text, numbers, booleans,
 * dates, JSON), so quoting replaces bound parameters: building a parameterised drizzle query
 * for a quarter of a million rows costs more time than the database spends inserting them.
 * Relies on standard_conforming_strings (on by default since PostgreSQL 9.1 and in PGlite).
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`cannot write ${value}`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return `'${value.toISOString()}'`;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  if (text.includes("\0")) throw new Error("text with a NUL character");
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * Multi-row INSERTs of literal values, in batches. The columns are every key any row names; a row
 * without one gets the column's DEFAULT (not NULL, and never silently dropped: a promotion seeded
 * with an end date after one without must keep it).
 */
export async function insertBatched<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row as object)))];
  const names = keys.map((k) => {
    const column = columns[k];
    if (!column) throw new Error(`${getTableName(table)} has no column ${k}`);
    return `"${column.name}"`;
  });
  const head = `INSERT INTO "${getTableName(table)}" (${names.join(", ")}) VALUES `;
  for (let i = 0; i < rows.length; i += MAX_ROWS) {
    const values = rows.slice(i, i + MAX_ROWS).map((row) => {
      const r = row as Record<string, unknown>;
      return `(${keys.map((k) => (k in r ? sqlLiteral(r[k]) : "DEFAULT")).join(", ")})`;
    });
    await tx.execute(sql.raw(head + values.join(",\n")));
  }
  return rows.length;
}

/** Every table the seed fills, children first. */
const SEEDED_TABLES = [
  "related_products",
  "product_categories",
  "product_images",
  "inventory",
  "store_stock",
  "product_variants",
  "region_products",
  "products",
  "collections",
  "categories",
  "brands",
  "store_locations",
] as const;

export const META_KEY = "seed";

export async function readSeedMark(db: Db | Tx): Promise<string | null> {
  const [row] = await db.select({ value: t.meta.value }).from(t.meta).where(eq(t.meta.key, META_KEY));
  return row?.value ?? null;
}

export async function hasProducts(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ id: t.products.id }).from(t.products).limit(1);
  return row !== undefined;
}

/**
 * Empties the catalogue. TRUNCATE rather than DELETE: deleting 100k products row by row checks
 * every foreign key; CASCADE also empties any other table that points at the catalogue.
 */
export async function clearCatalogue(tx: Tx): Promise<void> {
  await tx.execute(sql.raw(`TRUNCATE TABLE ${SEEDED_TABLES.map((n) => `"${n}"`).join(", ")} RESTART IDENTITY CASCADE`));
  // Reviews name products without a foreign key (a hosted store's reviews are of its products):
  // the embedded store's go with its catalogue, as the cascade took them before.
  await tx.delete(t.reviews).where(eq(t.reviews.store, "embedded"));
  await tx.delete(t.meta).where(eq(t.meta.key, META_KEY));
}

/** Rows carry explicit ids (so children can point at parents without a round trip); move the sequences past them. */
export async function syncSequences(tx: Tx): Promise<void> {
  for (const table of ["categories", "products", "product_variants", "store_locations"]) {
    await tx.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), COALESCE((SELECT MAX(id) FROM "${table}"), 0) + 1, false)`,
      ),
    );
  }
}

export async function writeSeedMark(tx: Tx, value: string): Promise<void> {
  await tx.insert(t.meta).values({ key: META_KEY, value }).onConflictDoUpdate({ target: t.meta.key, set: { value } });
}
