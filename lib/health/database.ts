import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { logger } from "@/lib/log/logger";
import type { PartHealth } from "./types";

/**
 * The database answers a `select 1` (PGlite or PostgreSQL, whichever lib/db/client.ts opened).
 * The body of /api/ready is public to anyone who can reach the instance, so a failure is
 * described by its error code only (ECONNREFUSED, 28P01): a driver's message can name the host
 * and the user. The whole error goes to the log.
 */
export async function databaseHealth(): Promise<PartHealth> {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return { name: "database", ok: true, configured: true };
  } catch (error) {
    logger.error({ err: error }, "[ready] the database did not answer select 1");
    const code = (error as { code?: unknown } | null)?.code;
    return {
      name: "database",
      ok: false,
      configured: true,
      detail: typeof code === "string" && /^[\w.-]{1,40}$/.test(code) ? `query failed (${code})` : "query failed",
    };
  }
}
