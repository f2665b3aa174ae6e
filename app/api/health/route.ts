/** Asked by the load balancer and the container's HEALTHCHECK: never cached. */
export const dynamic = "force-dynamic";

/**
 * Liveness: the process answers. It checks no dependency on purpose (a database outage must not
 * get every instance restarted; /api/ready reports that); also the trivial route the benchmark
 * compares pages against.
 */
export function GET() {
  return Response.json({ ok: true }, { headers: { "cache-control": "no-store" } });
}
