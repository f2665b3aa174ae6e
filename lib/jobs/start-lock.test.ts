import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { serverEnv } from "@/lib/env";
import { openDb } from "@/lib/db/client";
import { closeJobs, jobsFor } from "./runtime";

/**
 * Instances started together on a new database each start the job queue in its `pgboss` schema:
 * pg-boss's install is not safe against a second install at the same moment (the e2e cluster saw
 * `duplicate key value violates unique constraint "pg_namespace_nspname_index"`, and that instance
 * answered 500 while it stayed up). PostgreSQL only, on a database of its own (the queue's schema is
 * the database's); `npm test` runs this file again with DATABASE_URL set.
 */
const url = serverEnv().DATABASE_URL;

async function admin<T>(run: (client: import("pg").Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!url)("the job queue of instances started together", () => {
  it("starts on every instance of a new database, each queue made once", async () => {
    const name = `test_boss_${randomBytes(6).toString("hex")}`;
    await admin((client) => client.query(`create database "${name}"`));
    const own = new URL(url!);
    own.pathname = `/${name}`;
    try {
      const handles = await Promise.all([
        openDb({ url: own.toString() }),
        openDb({ url: own.toString() }),
        openDb({ url: own.toString() }),
      ]);
      const started = await Promise.allSettled(handles.map((h) => jobsFor(h.db)));
      try {
        expect(started.map((s) => (s.status === "rejected" ? String(s.reason) : "ok"))).toEqual(["ok", "ok", "ok"]);
        const { rows } = await (handles[0]!.db as unknown as { $client: import("pg").Pool }).$client.query<{
          name: string;
        }>("select name from pgboss.queue order by name");
        expect(rows.map((r) => r.name)).toEqual(["mail", "marketing", "webhook"]);
      } finally {
        for (const s of started) if (s.status === "fulfilled") await closeJobs(s.value, 1000);
        for (const handle of handles) await handle.close();
      }
    } finally {
      // The queue's own listening connection ends a moment after close: wait for it, so the drop below
      // never has to terminate a live connection (its "terminating connection" error would surface
      // in this process as an uncaught one).
      await admin(async (client) => {
        for (let waited = 0; waited < 10_000; waited += 100) {
          const { rows } = await client.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = $1",
            [name],
          );
          if (rows[0]!.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`drop database if exists "${name}" with (force)`);
      });
    }
  }, 60_000);
});
