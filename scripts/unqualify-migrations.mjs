// drizzle-kit writes foreign keys as "public"."table"; we drop the schema so a migration applies
// to whatever schema search_path names (tests on PostgreSQL each get a schema of their own).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

const dir = new URL("../lib/db/migrations/", import.meta.url);
for (const name of readdirSync(dir).filter((f) => f.endsWith(".sql"))) {
  const file = new URL(name, dir);
  const sql = readFileSync(file, "utf8");
  const fixed = sql.replaceAll('"public".', "");
  if (fixed !== sql) writeFileSync(file, fixed);
}
