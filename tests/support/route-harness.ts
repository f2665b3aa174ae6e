import { and, desc, eq, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, vi } from "vitest";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";

/**
 * Route tests' one set-up: handlers called directly (POST(request)) against the embedded store on
 * a throw-away database of the file's own (`openTestDb`: PGlite in memory, or a schema of its own on
 * PostgreSQL when DATABASE_URL is set, as in `npm test`'s PostgreSQL run), errors reported to a spy,
 * mails read back from the outbox. In a test file, before the routes are imported:
 *
 *   vi.mock("@/lib/db/client", async (original) => (await import("@/tests/support/route-harness")).testDbClient(original));
 *   vi.mock("@/features/monitoring/report-error", async () => (await import("@/tests/support/route-harness")).spyReporter());
 *   const database = routeTestDb({ products: 40 });   // opened (and seeded) before the file's own beforeAll, closed after
 *
 * The mock lines stay in the test file (vi.mock is hoisted there; a factory imports this module itself,
 * as `hosted-region.ts` is used) and keep `@/lib/db/` in it, which is how scripts/lib/database-tests.mjs
 * picks the file for the PostgreSQL run. This module imports nothing that loads the database client,
 * so the client's mock factory can import it.
 */

type TestDb = Awaited<ReturnType<typeof import("@/lib/db/test-db").openTestDb>>;
type Mail = typeof t.outbox.$inferSelect;

/** The file's database while it is open (one module instance per test file). */
let opened: Promise<TestDb> | null = null;

/** The errors the routes and features reported (`reportError`), instead of logging them. */
export const reportError = vi.fn();

/** The module of `vi.mock("@/features/monitoring/report-error", ...)` (or `@/lib/monitoring/report-error`): reports go to `reportError`. */
export function spyReporter() {
  return { reportError };
}

/** The database client's module with `getDb` answering the file's test database (the rest is the real module). */
export async function testDbClient(original: <T>() => Promise<T>) {
  return {
    ...(await original<typeof import("@/lib/db/client")>()),
    getDb: async () => (await opened!).db,
  };
}

export interface RouteTestDb {
  /** The open database (inside tests and hooks). */
  readonly db: Db;
  /** Outbox rows, oldest first, to an address and/or of a kind. */
  mails(where: { to?: string; kind?: string }): Promise<Mail[]>;
  /** The newest outbox row to an address and/or of a kind. */
  lastMail(where: { to?: string; kind?: string }): Promise<Mail | undefined>;
}

/**
 * Opens the file's test database in a beforeAll (seeded with `products` when given, as
 * `seedDatabase(db, { products, force: true })`) and closes it in an afterAll. Call it at the top
 * level before the file's own beforeAll, which then finds the database open.
 */
export function routeTestDb(options: { products?: number } = {}): RouteTestDb {
  let db: Db | null = null;
  beforeAll(async () => {
    const { openTestDb } = await import("@/lib/db/test-db");
    opened = openTestDb();
    db = (await opened).db;
    if (options.products)
      await (await import("@/lib/db/seed")).seedDatabase(db, { products: options.products, force: true });
  });
  afterAll(async () => (await opened)?.close());

  const open = () => {
    if (!db) throw new Error("the route test database is not open yet: use it inside tests and hooks");
    return db;
  };
  const filter = ({ to, kind }: { to?: string; kind?: string }): SQL | undefined =>
    and(
      ...[to === undefined ? undefined : eq(t.outbox.to, to), kind === undefined ? undefined : eq(t.outbox.kind, kind)],
    );
  return {
    get db() {
      return open();
    },
    mails: (where) => open().select().from(t.outbox).where(filter(where)).orderBy(t.outbox.id),
    lastMail: async (where) =>
      (await open().select().from(t.outbox).where(filter(where)).orderBy(desc(t.outbox.id)).limit(1))[0],
  };
}
