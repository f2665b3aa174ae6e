import "server-only";
import { counter, gauge } from "@/lib/monitoring/metrics";
import { QUEUES } from "./queues";

type Counts = () => Promise<Record<string, { waiting: number; failed: number }> | null>;

/** Jobs that ran out of retries, by queue (counted by the worker that failed them last). */
export const jobsFailedTotal = counter({
  name: "lumina_jobs_failed_total",
  help: "Jobs that failed past their last retry",
  labelNames: ["queue"] as const,
});

/**
 * Jobs waiting (queued or waiting for a retry), by queue, read from the queue when scraped. The
 * gauge is made once per process (the first bundle to load this module); `counts` reads the
 * process's queue wherever the gauge was made, since that state lives on globalThis.
 */
export function jobsQueuedGauge(counts: Counts) {
  return gauge({
    name: "lumina_jobs_queued",
    help: "Jobs waiting to run or to be retried",
    labelNames: ["queue"] as const,
    async collect() {
      const read = await counts().catch(() => null);
      if (!read) return;
      for (const queue of QUEUES) this.set({ queue }, read[queue]?.waiting ?? 0);
    },
  });
}
