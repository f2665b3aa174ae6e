// The unit test files that reach the database, for `npm test`'s PostgreSQL run (scripts/test.mjs).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Where a test reaches the database: a test database of its own, the client, the seed, a customer made for it. */
const DATABASE_USE = /openTestDb|test-db|@\/lib\/db\/|lib\/db\/|seedDatabase|createTestCustomer|getDb\b/;
const SKIPPED_DIRS = new Set(["node_modules", ".next", ".data", ".reports", "test-results", ".git"]);

/** The unit test files that reach the database: the PostgreSQL run is theirs (the others would only run twice). */
export function databaseTestFiles(root, dir = root) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return SKIPPED_DIRS.has(entry.name) || full === path.join(root, "tests", "e2e")
        ? []
        : databaseTestFiles(root, full);
    return /\.test\.tsx?$/.test(entry.name) && DATABASE_USE.test(readFileSync(full, "utf8"))
      ? [path.relative(root, full)]
      : [];
  });
}
