import "server-only";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { serverEnv } from "@/lib/env";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
type Handle = { db: Db; close: () => Promise<void> };

const MIGRATIONS = path.join(/*turbopackIgnore: true*/ process.cwd(), "lib/db/migrations");
/** PGlite's shared_buffers (PostgreSQL's default is 128MB); see openDb. */
const PGLITE_SHARED_BUFFERS = "16MB";

/**
 * Opens the embedded store's database and brings its schema up to date. PostgreSQL when a
 * URL is given (several app instances share it), PGlite otherwise. The drivers are imported
 * lazily, so a deployment on hosted stores never loads either.
 */
export async function openDb(options: { url?: string; dir?: string; pgSchema?: string } = {}): Promise<Handle> {
  const url = options.url ?? serverEnv().DATABASE_URL;
  if (url) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    // A named schema keeps a test's tables (and its migration journal) apart from others'.
    const pgSchema = options.pgSchema;
    const pool = new Pool({
      connectionString: url,
      max: 10,
      ...(pgSchema && { options: `-c search_path="${pgSchema}"` }),
    });
    const db = drizzle(pool, { schema });
    try {
      await migrateLocked(pool, pgSchema, (client) =>
        migrate(drizzle(client, { schema }), {
          migrationsFolder: MIGRATIONS,
          ...(pgSchema && { migrationsSchema: pgSchema }),
        }),
      );
    } catch (error) {
      await pool.end();
      throw error;
    }
    const close = async () => {
      if (pgSchema) await pool.query(`drop schema if exists "${pgSchema}" cascade`);
      await pool.end();
    };
    return { db: db as unknown as Db, close };
  }
  const dir = options.dir ?? serverEnv().PGLITE_DIR;
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  // PostgreSQL's default 128 MB of shared buffers live inside PGlite's WebAssembly memory, which
  // never shrinks: once a start-up's catalogue reads (the search indexes) had filled them they were
  // a third of the server's resident memory. A directory's pages are in the operating system's file
  // cache anyway; the hot set of carts and sessions fits in 16 MB (16 MB less resident than 32 after
  // the bench's carts).
  const startParams = ["-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
  let dataDir: string | undefined;
  if (!dir.startsWith("memory://")) {
    dataDir = path.resolve(/*turbopackIgnore: true*/ dir);
    // PGlite creates the data directory but not its parents (a fresh clone has no .data/).
    await mkdir(path.dirname(dataDir), { recursive: true });
  }
  let client: InstanceType<typeof PGlite>;
  if (serverEnv().PGLITE_THREAD === "worker") {
    const { PGliteThread } = await import("./pglite-thread-client");
    client = (await PGliteThread.open(dataDir, startParams)).asPGlite();
  } else client = new PGlite(dataDir, { startParams: [...PGlite.defaultStartParams, ...startParams] });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Db, close: () => client.close() };
}

/**
 * Runs the migrations on one connection that holds a PostgreSQL advisory lock meanwhile. Instances
 * started together on an empty database otherwise both find an empty journal and both create the
 * same tables: one fails ("duplicate key ... pg_type_typname_nsp_index") after the other committed.
 * Under the lock the second waits, then reads the first one's journal and has nothing left to do.
 * The key is fixed per journal (the schema a test gives, else the one of the whole store), so test
 * files on one server do not wait for each other. A session lock, released after (and by PostgreSQL
 * should the process die holding it).
 */
async function migrateLocked(
  pool: import("pg").Pool,
  pgSchema: string | undefined,
  run: (client: import("pg").PoolClient) => Promise<void>,
) {
  const client = await pool.connect();
  const key = `lumina:migrations:${pgSchema ?? "public"}`;
  try {
    await client.query("select pg_advisory_lock(hashtext($1))", [key]);
    try {
      if (pgSchema) await client.query(`create schema if not exists "${pgSchema}"`);
      await run(client);
    } finally {
      await client.query("select pg_advisory_unlock(hashtext($1))", [key]);
    }
  } finally {
    client.release();
  }
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
