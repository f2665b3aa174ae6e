import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { serverEnv } from "@/lib/env";
import { openDb } from "@/lib/db/client";

/**
 * Instances started together on an empty PostgreSQL both migrate: without the advisory lock one of
 * them failed on a duplicate type and stayed up answering 500. PostgreSQL only (the PGlite run has
 * one process per directory); `npm test` runs this file again with DATABASE_URL set.
 */
const url = serverEnv().DATABASE_URL;

describe.skipIf(!url)("migrations of instances started together", () => {
  it("both succeed on an empty schema and the journal has each migration once", async () => {
    const pgSchema = `test_race_${randomBytes(6).toString("hex")}`;
    const started = await Promise.allSettled([
      openDb({ url, pgSchema }),
      openDb({ url, pgSchema }),
      openDb({ url, pgSchema }),
    ]);
    const handles = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
    try {
      expect(started.map((s) => (s.status === "rejected" ? String(s.reason) : "ok"))).toEqual(["ok", "ok", "ok"]);
      const { Pool } = await import("pg");
      const pool = new Pool({ connectionString: url, max: 1 });
      try {
        const { rows } = await pool.query<{ hash: string; n: string }>(
          `select hash, count(*) as n from "${pgSchema}".__drizzle_migrations group by hash`,
        );
        const { default: journal } = await import("./migrations/meta/_journal.json");
        expect(rows).toHaveLength(journal.entries.length);
        expect(rows.every((row) => row.n === "1")).toBe(true);
      } finally {
        await pool.end();
      }
    } finally {
      for (const handle of handles) await handle.close();
      if (!handles.length) {
        const { Pool } = await import("pg");
        const pool = new Pool({ connectionString: url, max: 1 });
        await pool.query(`drop schema if exists "${pgSchema}" cascade`).finally(() => pool.end());
      }
    }
  });
});
