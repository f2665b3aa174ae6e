import "server-only";
import { getDb, type Db } from "@/lib/db/client";
import { jobsFor, type Jobs } from "./runtime";
import { maskAddress, maskAddresses } from "./mask";
import { QUEUES, type QueueName } from "./queues";

/** A job that ran out of retries, as staff see it: no personal data (the recipient masked, no body). */
export type FailedJob = {
  id: string;
  queue: QueueName;
  createdAt: Date;
  failedAt: Date | null;
  attempts: number;
  lastError: string;
  subject: string;
};

type Row = {
  id: string;
  name: QueueName;
  data: Record<string, unknown> | null;
  retry_count: number;
  output: { message?: unknown } | null;
  created_on: Date;
  completed_on: Date | null;
};

/** What the job was for, without its content: a mail's kind and masked recipient, a webhook's cache tags, a marketing event's number. */
function subjectOf(row: Row): string {
  const data = row.data ?? {};
  if (row.name === "mail") return `${String(data.kind ?? "mail")} → ${maskAddress(String(data.to ?? ""))}`;
  if (row.name === "webhook")
    return Array.isArray(data.tags) ? data.tags.map(String).join(", ").slice(0, 200) : "webhook";
  return `event #${String(data.id ?? "?")}`;
}

const queueOf = async (db?: Db): Promise<Jobs> => jobsFor(db ?? (await getDb()));

/** The newest failed jobs of every queue. */
export async function failedJobs(limit = 100, db?: Db): Promise<FailedJob[]> {
  const jobs = await queueOf(db);
  const { rows } = await jobs.sql(
    `select id, name, data, retry_count, output, created_on, completed_on from "${jobs.schema}".job
      where state = 'failed' and name = any($1::text[]) order by completed_on desc nulls last limit $2`,
    [[...QUEUES], limit],
  );
  return (rows as Row[]).map((row) => ({
    id: String(row.id),
    queue: row.name,
    createdAt: new Date(row.created_on),
    failedAt: row.completed_on ? new Date(row.completed_on) : null,
    attempts: Number(row.retry_count) + 1,
    lastError: maskAddresses(String(row.output?.message ?? "")).slice(0, 300),
    subject: subjectOf(row),
  }));
}

/** Sends a failed job back to the queue for a fresh round of retries; false when it is not (or no longer) failed. */
export async function retryFailedJob(queue: QueueName, id: string, db?: Db): Promise<boolean> {
  const jobs = await queueOf(db);
  const [job] = await jobs.boss.findJobs(queue, { id });
  if (!job || job.state !== "failed") return false;
  // pg-boss 12 answers `{ requested, affected, ... }`, though its type declares none of them.
  const result = (await jobs.boss.retry(queue, id)) as { affected?: number };
  return (result.affected ?? 0) > 0;
}
