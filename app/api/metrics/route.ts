import { register } from "prom-client";
import { serverEnv } from "@/lib/env";
import { sameSecret } from "@/lib/http/same-secret";
import { ensureDefaultMetrics } from "@/lib/monitoring/metrics";
// Registers the upstream metrics even before this process has called an upstream.
import "@/lib/http/upstream";

/** Scraped every few seconds: never cached. */
export const dynamic = "force-dynamic";

const NO_STORE = { "cache-control": "no-store" };

/**
 * Prometheus text of this instance (prom-client's default registry: requests, upstream calls and
 * breakers, cache, job queue, Node's defaults), for a scraper holding `Authorization: Bearer
 * METRICS_TOKEN`. Without the token configured the route does not exist (404), so a store that
 * never set it exposes nothing; a wrong or missing bearer is 401, compared in constant time.
 */
export async function GET(request: Request): Promise<Response> {
  const token = serverEnv().METRICS_TOKEN;
  if (!token) return Response.json({ error: "Not found" }, { status: 404, headers: NO_STORE });
  const given = request.headers.get("authorization")?.match(/^Bearer (.+)$/)?.[1] ?? "";
  if (!sameSecret(token, given)) {
    return Response.json(
      { error: "A valid bearer token is required" },
      { status: 401, headers: { ...NO_STORE, "www-authenticate": 'Bearer realm="metrics"' } },
    );
  }
  ensureDefaultMetrics();
  return new Response(await register.metrics(), { headers: { ...NO_STORE, "content-type": register.contentType } });
}
