// lumina_cache_requests_total{result}: reads of the shared cache. prom-client's default registry,
// got or created by name, so the handler Next loads from its path and the app's bundles (two copies
// of this module in one process) count into one metric that /api/metrics serves.
import { Counter, register } from "prom-client";

const NAME = "lumina_cache_requests_total";

/** @returns {Counter<"result">} */
export function cacheRequests() {
  const existing = /** @type {Counter<"result"> | undefined} */ (register.getSingleMetric(NAME));
  return (
    existing ??
    new Counter({
      name: NAME,
      help: "Reads of the shared page and data cache (Redis): hit, miss, or error (Redis unreachable or too slow; served from the instance's local fallback).",
      labelNames: ["result"],
    })
  );
}

/** @param {"hit" | "miss" | "error"} result */
export function countCacheRequest(result) {
  cacheRequests().inc({ result });
}
