import "server-only";
import type { Job } from "pg-boss";
import { getDb, type Db } from "@/lib/db/client";
import { openJobs, type Jobs, type JobsOptions } from "./boss";
import { JobAttemptError } from "./errors";
import { maskAddresses } from "./mask";
import { jobsFailedTotal, jobsQueuedGauge } from "./metrics";
import { QUEUES, type JobHandler, type JobHandlers, type QueueName } from "./queues";

export type { Jobs } from "./boss";

type State = { byDb: WeakMap<Db, Promise<Jobs>>; working: Set<Jobs>; server: Jobs | null };
// One queue per database and process, shared by every bundle Next builds (route handlers, pages and
// instrumentation are separate module graphs), hence globalThis.
const holder = globalThis as unknown as { [key: symbol]: State | undefined };
const KEY = Symbol.for("lumina.jobs");
const state = (): State => (holder[KEY] ??= { byDb: new WeakMap(), working: new Set(), server: null });

/** The queue on a database, opened (pg-boss started, queues made) on first use. */
export function jobsFor(db: Db, options?: JobsOptions): Promise<Jobs> {
  const { byDb } = state();
  let jobs = byDb.get(db);
  if (!jobs) {
    jobs = openJobs(db, options);
    jobs.catch(() => byDb.delete(db));
    byDb.set(db, jobs);
  }
  return jobs;
}

/**
 * Queues a job and resolves once it is stored (a few milliseconds): the caller never waits for the
 * work itself. `options.db` queues on a given database (tests); otherwise the server's.
 * `singletonKey`: on a queue of pg-boss's `short` policy (webhook), a job with the key of one
 * already waiting is not queued again (resolves `null`).
 */
export async function enqueue(
  queue: QueueName,
  data: object,
  options: { db?: Db; singletonKey?: string } = {},
): Promise<string | null> {
  const jobs = await jobsFor(options.db ?? (await getDb()));
  return jobs.boss.send(queue, data, {
    ...(jobs.policies[queue] ?? jobs.policy),
    ...(options.singletonKey && { singletonKey: options.singletonKey }),
  });
}

/** Queues several jobs in one statement. */
export async function enqueueMany(queue: QueueName, items: object[], options: { db?: Db } = {}): Promise<void> {
  if (items.length === 0) return;
  const jobs = await jobsFor(options.db ?? (await getDb()));
  await jobs.boss.insert(
    queue,
    items.map((data) => ({ data, ...(jobs.policies[queue] ?? jobs.policy) })),
  );
}

/**
 * Starts this process's workers on a queue: one job at a time per queue, woken by the queue's
 * notification and polling every `pollSeconds` for retries that came due. A failed attempt is
 * stored with its addresses masked; one that used the last retry counts in lumina_jobs_failed_total.
 */
export async function work(jobs: Jobs, handlers: JobHandlers): Promise<void> {
  for (const [queue, handler] of Object.entries(handlers) as [QueueName, JobHandler][]) {
    const polling = { pollingIntervalSeconds: jobs.pollSeconds, notifyPollingIntervalSeconds: jobs.pollSeconds };
    await jobs.boss.work<Record<string, unknown>>(queue, { ...polling, includeMetadata: true }, async ([job]) =>
      runOne(queue, job!, handler),
    );
  }
  state().working.add(jobs);
}

async function runOne(
  queue: QueueName,
  job: Job<Record<string, unknown>> & { retryCount?: number; retryLimit?: number },
  handler: JobHandler,
): Promise<void> {
  try {
    await handler(job.data);
  } catch (error) {
    const last = (job.retryCount ?? 0) >= (job.retryLimit ?? 0);
    if (last) jobsFailedTotal.inc({ queue });
    const message = maskAddresses(error instanceof Error ? error.message : String(error));
    console.warn(
      `[jobs] ${queue} job ${job.id} attempt ${(job.retryCount ?? 0) + 1} failed${last ? " (no retry left)" : ""}: ${message}`,
    );
    throw new JobAttemptError(message);
  }
}

/** Whether this process works the queue (readiness: a queue with nobody working it is not ready). */
export function isWorking(jobs: Jobs): boolean {
  return state().working.has(jobs);
}

/** The server's queue, once `startJobs` ran in this process. */
export function serverJobs(): Jobs | null {
  return state().server;
}

/** Stops a queue's workers, letting a job in progress finish (up to `timeoutMs`). */
export async function closeJobs(jobs: Jobs, timeoutMs = 10_000): Promise<void> {
  state().working.delete(jobs);
  await jobs.boss.stop({ graceful: true, close: true, timeout: timeoutMs });
}

/**
 * The server's start-up: the queue on the store's database, its workers, the queue-depth gauge,
 * and `stopJobs` on the shutdown list the server script runs at SIGTERM. Every instance works the
 * queue (pg-boss hands each job to one of them); on the embedded default that is the one process.
 */
export async function startJobs(): Promise<void> {
  const s = state();
  if (s.server) return;
  const jobs = await jobsFor(await getDb());
  const { JOB_HANDLERS } = await import("./handlers");
  await work(jobs, JOB_HANDLERS);
  s.server = jobs;
  jobsQueuedGauge(async () => (s.server ? (await import("./counts")).queueCounts(s.server) : null));
  const shutdown = globalThis as unknown as { [key: symbol]: (() => Promise<void>)[] | undefined };
  (shutdown[Symbol.for("lumina.shutdown")] ??= []).push(stopJobs);
}

/** Stops the server's workers (SIGTERM): jobs in progress finish or are retried later by another instance. */
export async function stopJobs(): Promise<void> {
  const s = state();
  const jobs = s.server;
  if (!jobs) return;
  s.server = null;
  await closeJobs(jobs);
}

export { QUEUES };
