import { randomBytes } from "node:crypto";
import { openDb } from "./client";

/**
 * A throw-away database for one test file: PGlite in memory, or, when DATABASE_URL points at
 * PostgreSQL (CI runs the suite against both), a schema of its own that is dropped on close,
 * so test files can run in parallel on one server.
 */
export function openTestDb() {
  return openDb({ dir: "memory://", pgSchema: `test_${randomBytes(6).toString("hex")}` });
}
