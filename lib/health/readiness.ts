import "server-only";
import { cacheHealth } from "@/lib/cache/health";
import { jobsHealth } from "@/lib/jobs/health";
import { logger } from "@/lib/log/logger";
import { databaseHealth } from "./database";
import type { PartHealth } from "./types";
import { upstreamsHealth } from "./upstreams";

/** The longest one part's check may take; a part that has not answered by then is down. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

/**
 * The parts without which this instance cannot serve any request: the database holds sessions,
 * carts and rate limits. The others only degrade the service, and they are shared by every
 * instance (one Redis, one queue, one BigCommerce store per country): failing readiness for them
 * would take every instance out of the balancer at once and turn a partial outage into a whole
 * one. They are reported in the body, as `degraded`, with 200.
 */
const REQUIRED = new Set(["database"]);

/** The server script sets this flag on SIGTERM: the instance finishes what it has and takes nothing new. */
const DRAINING = Symbol.for("lumina.draining");

export type Readiness = { ok: boolean; draining?: true; failed: string[]; degraded: string[]; parts: PartHealth[] };

export function isDraining(): boolean {
  return (globalThis as { [DRAINING]?: unknown })[DRAINING] === true;
}

/** One part's check, bounded by READY_CHECK_TIMEOUT_MS; a check that throws or hangs is a failed part, never an error. */
async function check(
  name: string,
  run: () => Promise<PartHealth> | PartHealth,
  timeoutMs: number,
): Promise<PartHealth> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<PartHealth>((resolve) => {
    timer = setTimeout(
      () => resolve({ name, ok: false, configured: true, detail: `no answer within ${timeoutMs} ms` }),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([Promise.resolve().then(run), late]);
  } catch (error) {
    logger.error({ err: error, part: name }, `[ready] the ${name} check failed`);
    return { name, ok: false, configured: true, detail: "check failed" };
  } finally {
    clearTimeout(timer);
  }
}

/** Every part checked at once; `ok` is false when a required part failed or the instance is draining. */
export async function readiness(timeoutMs = READY_CHECK_TIMEOUT_MS): Promise<Readiness> {
  if (isDraining()) return { ok: false, draining: true, failed: ["draining"], degraded: [], parts: [] };
  const parts = await Promise.all([
    check("database", databaseHealth, timeoutMs),
    check("redis", cacheHealth, timeoutMs),
    check("jobs", jobsHealth, timeoutMs),
    check("upstreams", () => upstreamsHealth(), timeoutMs),
  ]);
  const down = parts.filter((part) => part.configured && !part.ok).map((part) => part.name);
  const failed = down.filter((name) => REQUIRED.has(name));
  return { ok: failed.length === 0, failed, degraded: down.filter((name) => !REQUIRED.has(name)), parts };
}
