import "server-only";
import type { Jobs } from "./boss";
import { QUEUES } from "./queues";

export type QueueCounts = Record<string, { waiting: number; failed: number }>;

/** Jobs waiting (queued, or waiting for a retry) and failed, per queue, read from pg-boss's job table. */
export async function queueCounts(jobs: Jobs): Promise<QueueCounts> {
  const { rows } = await jobs.sql(
    `select name, count(*) filter (where state in ('created', 'retry'))::int as waiting, count(*) filter (where state = 'failed')::int as failed
       from "${jobs.schema}".job where name = any($1::text[]) group by name`,
    [[...QUEUES]],
  );
  const counts: QueueCounts = Object.fromEntries(QUEUES.map((queue) => [queue, { waiting: 0, failed: 0 }]));
  for (const row of rows as { name: string; waiting: number; failed: number }[])
    counts[row.name] = { waiting: row.waiting, failed: row.failed };
  return counts;
}
