import "server-only";
import { PgBoss, fromPglite, type Db as BossDb, type PGliteLike } from "pg-boss";
import type { Pool, PoolClient } from "pg";
import type { Db } from "@/lib/db/client";
import { QUEUE_POLICIES, QUEUE_RETRY_POLICIES, QUEUES, RETRY_POLICY, type QueueName, type RetryPolicy } from "./queues";

/** pg-boss's own schema in a database of its own (production, PGlite); a test's schema on a shared server. */
const BOSS_SCHEMA = "pgboss";

export type JobsOptions = {
  /** Retry settings of every queue (tests shorten them); without it each queue's own. */
  policy?: RetryPolicy;
  /** How often idle workers look for due jobs (retries come due without a notification). */
  pollSeconds?: number;
};

export type Jobs = {
  boss: PgBoss;
  schema: string;
  sql: BossDb["executeSql"];
  /** The retry settings of a queue without one of its own. */
  policy: RetryPolicy;
  /** Queues whose retry settings differ (none when a test set `policy`). */
  policies: Partial<Record<QueueName, RetryPolicy>>;
  pollSeconds: number;
};

type Client = { exec?: unknown; connect?: unknown };

/**
 * A pg-boss IDatabase over node-postgres' pool, with LISTEN on a connection of its own so a
 * worker wakes the moment a job is queued (polling stays the floor when the connection drops).
 */
function fromPool(pool: Pool): BossDb {
  return {
    executeSql: (text, values) => pool.query(text, values as unknown[]),
    async listen(channel, onNotification, onReconnect) {
      const client: PoolClient = await pool.connect();
      client.on("error", () => undefined);
      client.on("notification", (message) => {
        if (message.channel === channel) onNotification(message.payload ?? "");
      });
      await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      onReconnect();
      return { close: async () => client.release(true) };
    },
  };
}

/**
 * pg-boss on the store's own database, whichever it is: PGlite through pg-boss's PGlite adapter
 * (one process, the embedded default) or PostgreSQL through the store's pool. Its tables live in
 * the `pgboss` schema, or inside a test's schema when the pool's search path names one (so the
 * test's `drop schema` takes them too). Resolves once the queues exist.
 */
export async function openJobs(db: Db, options: JobsOptions = {}): Promise<Jobs> {
  const client = (db as unknown as { $client: Client }).$client;
  const pglite = typeof client.exec === "function";
  const adapter = pglite ? fromPglite(client as unknown as PGliteLike) : fromPool(client as unknown as Pool);
  let schema = BOSS_SCHEMA;
  if (!pglite) {
    const { rows } = await adapter.executeSql("select current_schema() as name");
    const current = String(rows[0]?.name ?? "public");
    if (current !== "public") schema = current;
  }
  const boss = new PgBoss({
    db: adapter,
    schema,
    ...(pglite && { backend: "pglite" as const }),
    useListenNotify: true,
    schedule: false,
    registerInstance: false,
    persistWarnings: false,
    monitorVacuum: false,
    reindex: false,
  });
  // pg-boss reports a failed maintenance pass as an event: logged, never thrown into the server.
  boss.on("error", (error) => console.error("[jobs]", error instanceof Error ? error.message : error));
  const install = async () => {
    await boss.start();
    for (const name of QUEUES) await ensureQueue(boss, name);
  };
  if (pglite) await install();
  else await underInstallLock(client as unknown as Pool, schema, install);
  const policy = options.policy ?? RETRY_POLICY;
  const policies = options.policy ? {} : QUEUE_RETRY_POLICIES;
  return {
    boss,
    schema,
    sql: adapter.executeSql.bind(adapter),
    policy,
    policies,
    pollSeconds: options.pollSeconds ?? 1,
  };
}

/**
 * Runs pg-boss's start (its install on a new database) and the queues' creation while holding a
 * PostgreSQL advisory lock on one connection. pg-boss's own install is not safe against a second
 * install at the same moment: instances started together on a new database both found no schema,
 * and one failed on `CREATE SCHEMA` ("duplicate key ... pg_namespace_nspname_index") and stayed up
 * answering 500. Under the lock the others wait, then find the schema installed. A session lock,
 * released after (and by PostgreSQL should the process die holding it).
 */
async function underInstallLock(pool: Pool, schema: string, run: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  const key = `lumina:pgboss:${schema}`;
  try {
    await client.query("select pg_advisory_lock(hashtext($1))", [key]);
    try {
      await run();
    } finally {
      await client.query("select pg_advisory_unlock(hashtext($1))", [key]);
    }
  } finally {
    client.release();
  }
}

/**
 * Creates a queue once; the retry settings travel with each job (`send`), so a changed retry
 * policy needs no migration. Its pg-boss policy (`short` for webhooks) is fixed when it is made.
 */
export async function ensureQueue(boss: PgBoss, name: QueueName | string): Promise<void> {
  const policy = QUEUE_POLICIES[name as QueueName];
  if (!(await boss.getQueue(name)))
    await boss.createQueue(name, { ...RETRY_POLICY, ...(policy && { policy }), notify: true });
}
