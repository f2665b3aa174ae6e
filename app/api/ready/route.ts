import { readiness } from "@/lib/health/readiness";
import { logger } from "@/lib/log/logger";

/** Asked by the load balancer every few seconds: never cached, always the state of now. */
export const dynamic = "force-dynamic";

const NO_STORE = { "cache-control": "no-store" };

/**
 * Readiness: 200 while this instance can serve (a shared part that only degrades the service is
 * named in `degraded`), 503 naming what failed (`failed: ["database"]`, or `["draining"]` after
 * SIGTERM) so the balancer sends requests elsewhere. Never a 500: a broken check is a failed part.
 */
export async function GET(): Promise<Response> {
  try {
    const ready = await readiness();
    return Response.json(ready, { status: ready.ok ? 200 : 503, headers: NO_STORE });
  } catch (error) {
    logger.error({ err: error }, "[ready] the readiness check failed");
    return Response.json(
      { ok: false, failed: ["readiness"], degraded: [], parts: [] },
      { status: 503, headers: NO_STORE },
    );
  }
}
