import "server-only";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { serverEnv } from "@/lib/env";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
type Handle = { db: Db; close: () => Promise<void> };

const MIGRATIONS = path.join(process.cwd(), "lib/db/migrations");

/**
 * Opens the embedded store's database and brings its schema up to date. PostgreSQL when a
 * URL is given (several app instances share it), PGlite otherwise. The drivers are imported
 * lazily, so a deployment on hosted stores never loads either.
 */
export async function openDb(options: { url?: string; dir?: string } = {}): Promise<Handle> {
  const url = options.url ?? serverEnv().DATABASE_URL;
  if (url) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new Pool({ connectionString: url, max: 10 });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Db, close: () => pool.end() };
  }
  const dir = options.dir ?? serverEnv().PGLITE_DIR;
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = dir.startsWith("memory://") ? new PGlite() : new PGlite(path.resolve(dir));
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Db, close: () => client.close() };
}

// One database per server process, shared by every bundle that Next builds (route handlers,
// pages and instrumentation are separate module graphs), hence globalThis.
const store = globalThis as unknown as { __storefrontDb?: Promise<Handle> };

export function getDb(): Promise<Db> {
  store.__storefrontDb ??= openDb().catch((error: unknown) => {
    store.__storefrontDb = undefined;
    throw error;
  });
  return store.__storefrontDb.then((h) => h.db);
}
