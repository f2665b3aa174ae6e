import "server-only";
import type { PartHealth } from "@/lib/health/types";
import { queueCounts } from "./counts";
import { isWorking, serverJobs } from "./runtime";

const READ_DEADLINE_MS = 2000;

/**
 * Readiness of the job queue: `ok` is false when the queue cannot be reached or its worker is not
 * running in this process; `depth` is the number of jobs waiting, `failed` the number that ran out
 * of retries and wait for staff (they do not make the instance unready: it still serves).
 */
export async function jobsHealth(): Promise<PartHealth & { depth?: number; failed?: number }> {
  const jobs = serverJobs();
  if (!jobs || !isWorking(jobs))
    return { name: "jobs", ok: false, configured: true, detail: "the job worker is not running" };
  try {
    const counts = await Promise.race([
      queueCounts(jobs),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), READ_DEADLINE_MS).unref()),
    ]);
    const all = Object.values(counts);
    return {
      name: "jobs",
      ok: true,
      configured: true,
      depth: all.reduce((n, c) => n + c.waiting, 0),
      failed: all.reduce((n, c) => n + c.failed, 0),
    };
  } catch {
    return { name: "jobs", ok: false, configured: true, detail: "the job queue cannot be reached" };
  }
}
